import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminEvent } from '#shared/admin-events.js';
import { enquiryPayload, postEnquiry } from '#tests/integration/enquiries/enquiry-requests.js';
import { adminHeaders, branchHeaders } from '#tests/support/admin-session.js';
import { postApplication } from '#tests/support/job-application.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** An open `GET /api/admin/events` stream over real HTTP: the events read so far, and its end. */
async function openStream(baseUrl: string, headers: { authorization: string }) {
  const stop = new AbortController();
  const response = await fetch(`${baseUrl}/api/admin/events`, { headers, signal: stop.signal });
  const events: AdminEvent[] = [];
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    let buffered = '';
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true });
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) } as AdminEvent);
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  return {
    response,
    events,
    hasEnded: () => ended,
    async close() {
      stop.abort();
      await reading;
    },
  };
}

/** Waits for `condition`, checking often; the deadline is far above the 2 s the server polls at. */
async function eventually(condition: () => boolean, what: string, deadlineMs = 20_000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > deadlineMs) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const newWork = (events: AdminEvent[]) => events.filter((event) => event.event === 'new-work');

describe.each(databaseEngines)('new work as it arrives, for the staff it concerns (%s)', (engine) => {
  let test: TestApp;
  let baseUrl: string;

  beforeEach(async () => {
    test = await createTestApp(engine, {}, { adminEventsSessionCheckMs: 200 });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => test.close());

  it('answers 401 without a token', async () => {
    const response = await fetch(`${baseUrl}/api/admin/events`);
    expect(response.status).toBe(401);
  });

  it("tells a branch account of its own offices' enquiries only, and the owner of every one", async () => {
    const patna = await openStream(baseUrl, await branchHeaders(test.app, ['patna']));
    const siliguri = await openStream(baseUrl, await branchHeaders(test.app, ['siliguri']));
    const owner = await openStream(baseUrl, await adminHeaders(test.app, 'owner'));
    const hr = await openStream(baseUrl, await adminHeaders(test.app, 'hr'));
    expect(patna.response.headers.get('content-type')).toContain('text/event-stream');
    for (const stream of [patna, siliguri, owner, hr]) {
      await eventually(() => stream.events.some((event) => event.event === 'ready'), 'the stream is ready');
    }

    // A PIN of Gaya: the Patna branch serves it.
    expect((await postEnquiry(test.app, enquiryPayload({ place: '823001' }))).statusCode).toBe(201);
    await eventually(() => newWork(patna.events).length === 1, 'Patna hears of its enquiry');
    await eventually(() => newWork(owner.events).length === 1, 'the owner hears of it');
    expect(newWork(patna.events)).toEqual([{ event: 'new-work', data: { kind: 'enquiry' } }]);

    // By the time the owner and Patna heard, every stream has been told what it would be told.
    expect(newWork(siliguri.events)).toEqual([]);
    expect(newWork(hr.events)).toEqual([]);
    for (const stream of [patna, siliguri, owner, hr]) await stream.close();
  });

  it('tells HR and the owner of a new application, and not a branch account', async () => {
    const hr = await openStream(baseUrl, await adminHeaders(test.app, 'hr'));
    const branch = await openStream(baseUrl, await branchHeaders(test.app, ['patna']));
    const owner = await openStream(baseUrl, await adminHeaders(test.app, 'owner'));
    for (const stream of [hr, branch, owner]) {
      await eventually(() => stream.events.some((event) => event.event === 'ready'), 'the stream is ready');
    }

    expect((await postApplication(test.app)).statusCode).toBe(201);
    await eventually(() => newWork(hr.events).length === 1, 'HR hears of the application');
    await eventually(() => newWork(owner.events).length === 1, 'the owner hears of it');
    expect(newWork(hr.events)).toEqual([{ event: 'new-work', data: { kind: 'application' } }]);
    expect(newWork(branch.events)).toEqual([]);
    for (const stream of [hr, branch, owner]) await stream.close();
  });

  it('ends the stream once its session has ended', async () => {
    const headers = await adminHeaders(test.app, 'owner');
    const stream = await openStream(baseUrl, headers);
    await eventually(() => stream.events.some((event) => event.event === 'ready'), 'the stream is ready');

    const logout = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers });
    expect(logout.status).toBe(200);
    await eventually(stream.hasEnded, 'the stream ends after sign-out');
    await stream.close();
  });
});
