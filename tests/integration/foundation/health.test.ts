import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

describe.each(databaseEngines)('GET /health on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('reports healthy with the database kind after a real query, and no version', async () => {
    testApp = await createTestApp(engine);
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'healthy', database: engine },
    });
  });

  it('answers 503 unhealthy when the database is unreachable', async () => {
    testApp = await createTestApp(engine);
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      data: { status: 'unhealthy', database: engine },
    });
  });

  it('creates every table of the entities of spec section 3 "Entities and their fields"', async () => {
    testApp = await createTestApp(engine);
    const tables = (await testApp.database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'visitors',
        'page_views',
        'chats',
        'job_applications',
        'application_status_history',
        'admin_credentials',
        'admin_sessions',
        'consent_records',
      ]),
    );
  });
});
