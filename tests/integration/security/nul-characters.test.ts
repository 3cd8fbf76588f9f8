import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterMessage } from '#shared/control-characters.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type RegisteredRoute, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/**
 * A NUL (U+0000) in any text of any route is refused with a 400 naming the field, on both engines:
 * PostgreSQL cannot store one and answered 500 (issue 46, L2). The walk reads each route's own
 * schemas, so a route added later is walked too. A job application's multipart fields are not
 * parsed before its route: it stores control characters as spaces (security/hostile-uploads.test.ts).
 */

type RequestPart = 'body' | 'querystring' | 'params';
type SchemaLike = { shape?: Record<string, unknown>; options?: unknown[]; def?: { innerType?: unknown } };

/** The field names a route's zod schema declares (through optional, default and union wrappers). */
function fieldNamesOf(schema: unknown): string[] {
  const zod = schema as SchemaLike | undefined;
  if (!zod || typeof zod !== 'object') return [];
  if (zod.shape) return Object.keys(zod.shape);
  if (zod.options) return [...new Set(zod.options.flatMap(fieldNamesOf))];
  return zod.def?.innerType ? fieldNamesOf(zod.def.innerType) : [];
}

/** Every field of every route under /api, with the part of the request it is sent in. */
function fieldsOf(routes: readonly RegisteredRoute[]) {
  const parts: RequestPart[] = ['params', 'querystring', 'body'];
  return routes
    .filter((route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method))
    .flatMap((route) =>
      parts.flatMap((part) => fieldNamesOf(route.schema?.[part]).map((field) => ({ route, part, field }))),
    );
}

const withNul = 'a\u0000b';

describe.each(databaseEngines)('a NUL character on %s', (engine) => {
  let testApp: TestApp;
  let owner: { authorization: string };

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    await testApp.app.ready();
    owner = await adminHeaders(testApp.app);
  });
  afterAll(() => testApp.close());

  it('in any field of any route is refused with a 400 that names the field, never a 500', async () => {
    const fields = fieldsOf(testApp.routes);
    // The walk must reach the routes the finding named and many more.
    const walked = fields.map(({ route, field }) => `${route.method} ${route.url} ${field}`);
    expect(walked).toContain('POST /api/enquiries message');
    expect(walked).toContain('POST /api/auth/login email');
    expect(fields.length).toBeGreaterThan(60);

    const answers: string[] = [];
    let address = 0;
    for (const { route, part, field } of fields) {
      address += 1;
      const url = route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
        part === 'params' && name === field ? 'a%00b' : '1',
      );
      const response = await testApp.app.inject({
        method: route.method as 'POST',
        url: part === 'querystring' ? `${url}?${field}=a%00b` : url,
        headers: owner,
        // Each request from an address of its own: the walk is not a flood from one client.
        remoteAddress: `10.46.${Math.floor(address / 250)}.${(address % 250) + 1}`,
        ...(part === 'body' ? { payload: { [field]: withNul } } : {}),
      });
      const body = response.json() as { fields?: Record<string, string> };
      answers.push(
        `${route.method} ${route.url} ${part}.${field}: ${response.statusCode} ${body.fields?.[field] ?? ''}`,
      );
    }
    const expected = fields.map(
      ({ route, part, field }) =>
        `${route.method} ${route.url} ${part}.${field}: 400 ${controlCharacterMessage}`,
    );
    expect(answers).toEqual(expected);
  });

  it('in a nested field is named by its path', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { sessionId: 'chat_1718000000000_000000001', messages: [{ role: 'user', content: withNul }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { 'messages.0.content': controlCharacterMessage } });
  });
});
