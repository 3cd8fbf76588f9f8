import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '#content/collections.js';
import { sampleContent } from '#content/samples/index.js';
import type { FieldSchema } from '#shared/content.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { emptyValue } from '#web/features/admin-content-form/editor-schema.js';

/**
 * Both sides of the studio's "add an item": the server draws each collection's form as JSON Schema
 * (GET /api/content/schemas), and the browser's editor starts a new list item from it (emptyValue).
 */
describe.each(databaseEngines)('a new list item in the content studio on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  it('starts a new opening with every required field present and empty, to be filled in', async () => {
    const response = await testApp.app.inject({
      url: '/api/content/schemas',
      headers: await adminHeaders(testApp.app, 'editor'),
    });
    expect(response.statusCode).toBe(200);
    const itemSchema: FieldSchema | undefined =
      response.json().data.schemas.openings.properties?.openings?.items;
    if (!itemSchema) throw new Error('openings has no item schema');
    const opening = emptyValue(itemSchema) as Record<string, unknown>;
    expect(Object.keys(opening).sort()).toEqual([...(itemSchema.required ?? [])].sort());
    expect(opening.title).toBe('');
    expect(opening.type).toBe('Full-time');
    expect(opening.responsibilities).toEqual(['']);
    expect(opening).not.toHaveProperty('validThrough');
    // Empty is not valid: publishing it names the fields still to fill in.
    const document = { openings: [...sampleContent.openings.openings, { ...opening, id: '999' }] };
    expect(collections.openings.schema.safeParse(document).success).toBe(false);
  });
});
