import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import * as applicationReferences from '#server/db/migrations/032-application-references.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { applicationFormData, postApplication } from '#tests/support/job-application.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** 'A' and 7 letters and digits no one misreads on the phone. */
const referencePattern = /^A[2-9A-HJKMNP-Z]{7}$/;

/**
 * Issue 45: an applicant is told a reference that says nothing of how many applied (the answer
 * used to be the row's id, 1, 2, 3...), and HR finds the application by it.
 */
describe.each(databaseEngines)('application references on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('answers each application with a reference of its own, and no running number', async () => {
    testApp = await createTestApp(engine);
    const answers = [];
    for (const email of ['asha@example.com', 'ravi@example.com', 'mita@example.com']) {
      const response = await postApplication(testApp.app, applicationFormData({ email }));
      expect(response.statusCode).toBe(201);
      answers.push(response.json());
    }
    const references = answers.map((answer) => answer.data.reference);
    for (const reference of references) expect(reference).toMatch(referencePattern);
    expect(new Set(references).size).toBe(3);
    // The seed's field carries the same reference; no number is told.
    expect(answers.map((answer) => answer.data.applicationId)).toEqual(references);
    for (const answer of answers) expect(JSON.stringify(answer)).not.toMatch(/":\s*\d/);
  });

  it('finds an application by its reference, typed in any case', async () => {
    testApp = await createTestApp(engine);
    await postApplication(testApp.app, applicationFormData({ email: 'asha@example.com' }));
    const ravi = await postApplication(
      testApp.app,
      applicationFormData({ email: 'ravi@example.com', firstName: 'Ravi' }),
    );
    const { reference } = ravi.json().data;
    for (const typed of [reference, reference.toLowerCase()]) {
      const found = await testApp.app.inject({
        method: 'GET',
        url: `/api/careers/applications?search=${typed}`,
        headers: await adminHeaders(testApp.app),
      });
      expect(found.json().data.applications).toEqual([
        expect.objectContaining({ reference, first_name: 'Ravi' }),
      ]);
    }
  });

  it('gives the applications stored before references each a reference of its own (migration 032)', async () => {
    testApp = await createTestApp(engine);
    for (const email of ['asha@example.com', 'ravi@example.com']) {
      await postApplication(testApp.app, applicationFormData({ email }));
    }
    const db = testApp.database.db as unknown as Kysely<unknown>;
    await applicationReferences.down(db);
    await applicationReferences.up(db);

    const rows = await testApp.database.db.selectFrom('job_applications').select('reference').execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.reference).toMatch(referencePattern);
    expect(rows[0]?.reference).not.toBe(rows[1]?.reference);
  });
});
