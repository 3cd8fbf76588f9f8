import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginRequestSchema } from '#shared/auth.js';
import { chatRequestSchema } from '#shared/chat.js';
import { consentLogRequestSchema } from '#shared/consent.js';
import { chatTrackingRequestSchema, visitorTrackingRequestSchema } from '#shared/tracking.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { desktopChrome } from '#tests/support/user-agents.js';
import {
  hostileJsonTexts,
  hostileText,
  hostileValue,
  storableText,
  storedRowCounts,
  withHostileField,
} from './hostile-values.js';

/**
 * Property-based tests of the public JSON endpoints: whatever body arrives, the answer is never a
 * server error, a refused body stores nothing, and valid text is stored exactly as sent.
 */

const runs = { numRuns: 100 };

let sequence = 0;
/** A fresh number per body, so session-keyed limits and lookups never mix two runs. */
const nextNumber = () => {
  sequence += 1;
  return sequence;
};
const visitorSessionId = () => `visitor_1718000000000_hostile${nextNumber()}`;
const chatTrackingSessionId = () => `chat_1718000000000_hostile${nextNumber()}`;
const chatSessionId = () => `chat_1718000000000_${String(nextNumber()).padStart(9, '0')}`;

type JsonEndpoint = {
  url: string;
  schema: z.ZodType;
  validBody(): Record<string, unknown>;
};

const endpoints: JsonEndpoint[] = [
  {
    url: '/api/tracking/visitor',
    schema: visitorTrackingRequestSchema,
    validBody: () => ({
      sessionId: visitorSessionId(),
      userAgent: desktopChrome,
      referrer: 'https://www.google.com/',
      path: '/about',
      title: 'About us',
    }),
  },
  {
    url: '/api/tracking/chat',
    schema: chatTrackingRequestSchema,
    validBody: () => ({ sessionId: chatTrackingSessionId(), userMessage: 'Hello', botResponse: 'Hi there' }),
  },
  {
    url: '/api/consent',
    schema: consentLogRequestSchema,
    validBody: () => ({
      preferences: { necessary: true, preferences: false, statistics: true, marketing: false },
      version: 1,
    }),
  },
  {
    url: '/api/chat',
    schema: chatRequestSchema,
    validBody: () => ({
      messages: [{ role: 'user', content: 'Which brands do you distribute?' }],
      sessionId: chatSessionId(),
    }),
  },
  {
    url: '/api/auth/login',
    schema: loginRequestSchema,
    validBody: () => ({ password: 'certainly not the admin password' }),
  },
];

describe.each(databaseEngines)('hostile JSON bodies on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // app.inject comes from 127.0.0.1: allow-listed, so hundreds of runs are not throttled.
    testApp = await createTestApp(engine, { RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  const postJson = (url: string, payload: string) =>
    testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  /** The invariants every answer keeps, whatever was sent. */
  async function expectHandledSafely(
    endpoint: JsonEndpoint,
    payload: string,
    send: () => Promise<LightMyRequestResponse>,
  ) {
    const before = await storedRowCounts(testApp.database.db);
    const response = await send();
    const after = await storedRowCounts(testApp.database.db);

    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(after).toEqual(before);
    }
    if (!acceptedByContract(endpoint.schema, payload)) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(after).toEqual(before);
    }
  }

  describe.each(endpoints)('POST $url', (endpoint) => {
    it('never fails or stores a record when one field holds a hostile value', async () => {
      await fc.assert(
        fc.asyncProperty(withHostileField(Object.keys(endpoint.validBody())), async ({ field, value }) => {
          const body = { ...endpoint.validBody(), [field]: value };
          const payload = JSON.stringify(body);
          await expectHandledSafely(endpoint, payload, () => postJson(endpoint.url, payload));
        }),
        runs,
      );
    });

    it('never fails or stores a record for a body of any shape, or broken JSON', async () => {
      const anyPayload = fc.oneof(
        hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
        fc.constantFrom(...hostileJsonTexts),
      );
      await fc.assert(
        fc.asyncProperty(anyPayload, async (payload) => {
          await expectHandledSafely(endpoint, payload, () => postJson(endpoint.url, payload));
        }),
        runs,
      );
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('isAdmin');
    });

    it('refuses a JSON body over 100 KB with 413 and stores nothing', async () => {
      const body = { ...endpoint.validBody(), padding: 'x'.repeat(101 * 1024) };
      const before = await storedRowCounts(testApp.database.db);
      const response = await postJson(endpoint.url, JSON.stringify(body));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, code: 'payload_too_large' });
      expect(await storedRowCounts(testApp.database.db)).toEqual(before);
    });
  });

  it('stores a seed chat record with script, SQL and emoji byte for byte', async () => {
    const sessionId = chatTrackingSessionId();
    const userMessage = `<script>alert(1)</script> '; DROP TABLE chats; -- 👩🏽‍💻 ![x](https://evil.example/x.png)`;
    const botResponse = `" OR 1=1 -- <img src=x onerror=alert(1)> নমস্কার 🇮🇳`;
    const response = await postJson(
      '/api/tracking/chat',
      JSON.stringify({ sessionId, userMessage, botResponse }),
    );
    expect(response.statusCode).toBe(201);
    const row = await testApp.database.db
      .selectFrom('chats')
      .select(['user_message', 'bot_response'])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_message: userMessage, bot_response: botResponse });
  });

  it('stores any valid text of a seed chat record verbatim', async () => {
    const texts = fc.record({
      userMessage: storableText(2000).filter((text) => text.length > 0),
      botResponse: storableText(8000),
    });
    await fc.assert(
      fc.asyncProperty(texts, async ({ userMessage, botResponse }) => {
        const sessionId = chatTrackingSessionId();
        const response = await postJson(
          '/api/tracking/chat',
          JSON.stringify({ sessionId, userMessage, botResponse }),
        );
        expect(response.statusCode, response.body).toBe(201);
        const row = await testApp.database.db
          .selectFrom('chats')
          .select(['user_message', 'bot_response'])
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ user_message: userMessage, bot_response: botResponse });
      }),
      runs,
    );
  });

  it('either refuses a seed chat record’s text or stores it verbatim, never something else', async () => {
    // Found by this test: a lone surrogate was accepted, then stored as U+FFFD (and differently
    // by each engine). The contract now refuses it.
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (userMessage, botResponse) => {
        const sessionId = chatTrackingSessionId();
        const response = await postJson(
          '/api/tracking/chat',
          JSON.stringify({ sessionId, userMessage, botResponse }),
        );
        const rows = await testApp.database.db
          .selectFrom('chats')
          .select(['user_message', 'bot_response'])
          .where('session_id', '=', sessionId)
          .execute();
        if (response.statusCode === 201) {
          expect(rows).toEqual([{ user_message: userMessage, bot_response: botResponse }]);
        } else {
          expect(response.statusCode, response.body).toBe(400);
          expect(rows).toEqual([]);
        }
      }),
      runs,
    );
  });

  it('refuses a visitor’s chat question it could not record verbatim', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (content) => {
        const sessionId = chatSessionId();
        const response = await postJson(
          '/api/chat',
          JSON.stringify({ messages: [{ role: 'user', content }], sessionId }),
        );
        const rows = await testApp.database.db
          .selectFrom('chats')
          .select('user_message')
          .where('session_id', '=', sessionId)
          .execute();
        if (response.statusCode === 200) {
          expect(rows).toEqual([{ user_message: content.trim() }]);
        } else {
          expect(response.statusCode, response.body).toBe(400);
          expect(rows).toEqual([]);
        }
      }),
      runs,
    );
  });

  it('stores any valid text of a visit and its landing page verbatim', async () => {
    const texts = fc.record({
      userAgent: storableText(512),
      referrer: storableText(2048),
      path: storableText(2047).map((text) => `/${text}`),
      title: storableText(300),
    });
    await fc.assert(
      fc.asyncProperty(texts, async ({ userAgent, referrer, path, title }) => {
        const sessionId = visitorSessionId();
        const response = await postJson(
          '/api/tracking/visitor',
          JSON.stringify({ sessionId, userAgent, referrer, path, title }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const { db } = testApp.database;
        const visit = await db
          .selectFrom('visitors')
          .select(['user_agent', 'referrer', 'landing_path'])
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow();
        // An empty referrer, or the seed's 'direct', is stored as 'Direct' by design.
        const storedReferrer = referrer === '' || referrer.toLowerCase() === 'direct' ? 'Direct' : referrer;
        expect(visit).toEqual({ user_agent: userAgent, referrer: storedReferrer, landing_path: path });
        const pageView = await db
          .selectFrom('page_views')
          .select(['path', 'title'])
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow();
        expect(pageView).toEqual({ path, title });
      }),
      runs,
    );
  });

  it('records the visitor’s chat question verbatim (without surrounding spaces)', async () => {
    const question = storableText(1000).filter((text) => text.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(question, async (content) => {
        const sessionId = chatSessionId();
        const response = await postJson(
          '/api/chat',
          JSON.stringify({ messages: [{ role: 'user', content }], sessionId }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const row = await testApp.database.db
          .selectFrom('chats')
          .select('user_message')
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow();
        expect(row.user_message).toBe(content.trim());
      }),
      runs,
    );
  });
});

/** Whether the endpoint's own contract accepts the body, as the server would parse it. */
function acceptedByContract(schema: z.ZodType, payload: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return false;
  }
  return schema.safeParse(body).success;
}
