import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApiRoutes } from '#tests/integration/security/public-api-routes.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type RegisteredRoute, type TestApp } from '#tests/support/test-app.js';

type Operation = {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document of the API', () => {
  let testApp: TestApp;
  let documentedRoutes: RegisteredRoute[];

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    await testApp.app.ready();
    documentedRoutes = testApp.routes.filter(
      (route) =>
        (route.url.startsWith('/api/') || route.url === '/health') &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS',
    );
  });
  afterAll(() => testApp.close());

  const readDocument = async (): Promise<OpenApiDocument> => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: await adminHeaders(testApp.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json();
  };
  const operationOf = (document: OpenApiDocument, route: RegisteredRoute) =>
    document.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];

  it('is for the admin only', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it('documents every API route with its answers: a success with its schema, and the failure envelope', async () => {
    const document = await readDocument();
    expect(document.openapi).toMatch(/^3\./);
    expect(documentedRoutes.length).toBeGreaterThan(20);
    for (const route of documentedRoutes) {
      const operation = operationOf(document, route);
      const name = `${route.method} ${route.url}`;
      expect(operation, name).toBeDefined();
      const statuses = Object.keys(operation!.responses);
      const successStatus = statuses.find((status) => /^2\d\d$/.test(status));
      expect({ name, successStatus, failures: statuses.filter((status) => /^[45]XX$/.test(status)) }).toEqual(
        {
          name,
          successStatus: expect.any(String),
          failures: ['4XX', '5XX'],
        },
      );
      const content = operation!.responses[successStatus!]!.content ?? {};
      expect(
        Object.values(content).every((media) => media.schema !== undefined),
        name,
      ).toBe(true);
    }
  });

  it("shows the contract's fields, and which routes need the admin's token", async () => {
    const document = await readDocument();
    const summary = operationOf(document, { method: 'GET', url: '/api/analytics/summary' });
    expect(JSON.stringify(summary?.responses['200'])).toContain('total_visitors');
    for (const route of documentedRoutes) {
      const isPublic = route.url === '/health' || publicApiRoutes.has(`${route.method} ${route.url}`);
      const security = operationOf(document, route)?.security;
      expect({ route: `${route.method} ${route.url}`, security }).toEqual({
        route: `${route.method} ${route.url}`,
        security: isPublic ? undefined : [{ adminToken: [] }],
      });
    }
  });

  it('documents the chat reply from its definition as JSON or as Server-Sent Events', async () => {
    const chat = operationOf(await readDocument(), { method: 'POST', url: '/api/chat' });
    const content = chat?.responses['200']?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'text/event-stream']);
    expect(JSON.stringify(content['application/json'])).toContain('"reply"');
  });

  it('leaves the pages and files of the site out', async () => {
    const document = await readDocument();
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith('/api/') || path === '/health')).toBe(true);
  });
});
