import { afterEach, describe, expect, it } from 'vitest';
import { enquiriesCsv } from '#server/services/enquiries/enquiry-export.js';
import type { StaffRole } from '#shared/accounts.js';
import { adminHeaders, branchHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { enquiryPayload, postEnquiry } from './enquiry-requests.js';

const gayaPhone = '9812345345';
const gayaEmail = 'rahul.k@example.com';
const maskedGayaPhone = '98•••••345';
const maskedGayaEmail = 'r•••@example.com';

type View = { reference: string; phone: string; email: string | null; contactsShown: boolean };

/**
 * Phone and e-mail per role (shared/enquiry-contacts.ts): the owner sees every office's, a branch
 * account its own offices', and no one else a contact in any list, detail or CSV.
 */
describe.each(databaseEngines)('who sees an enquiry’s phone and e-mail on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function startWithGayaEnquiry() {
    testApp = await createTestApp(engine);
    const sent = await postEnquiry(
      testApp.app,
      enquiryPayload({ place: '823001', phone: gayaPhone, email: gayaEmail }),
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.office.name).toMatch(/Patna/);
    const siliguri = await postEnquiry(
      testApp.app,
      enquiryPayload({ place: 'Siliguri', phone: '9000000002' }),
      '49.37.10.2',
    );
    expect(siliguri.statusCode).toBe(201);
    return sent.json().data.reference as string;
  }

  const get = (url: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url, headers });

  async function readAs(headers: Record<string, string>, reference: string) {
    const list = (await get('/api/admin/enquiries', headers)).json().data.enquiries as View[];
    const listed = list.find((enquiry) => enquiry.reference === reference);
    const csv = (await get('/api/admin/enquiries/export', headers)).body;
    return { list, listed, csv };
  }

  it('shows them to the owner, and to the Patna branch for its enquiry, in the list, the detail and the CSV', async () => {
    const reference = await startWithGayaEnquiry();
    for (const headers of [
      await adminHeaders(testApp.app, 'owner'),
      await branchHeaders(testApp.app, ['patna']),
    ]) {
      const { listed, csv } = await readAs(headers, reference);
      expect(listed).toMatchObject({ phone: gayaPhone, email: gayaEmail, contactsShown: true });
      const list = (await get('/api/admin/enquiries', headers)).json().data.enquiries as (View & {
        id: number;
      })[];
      const id = list.find((enquiry) => enquiry.reference === reference)?.id;
      const detail = (await get(`/api/admin/enquiries/${id}`, headers)).json().data.enquiry as View;
      expect(detail).toMatchObject({ phone: gayaPhone, email: gayaEmail, contactsShown: true });
      expect(csv).toContain(gayaPhone);
      expect(csv).toContain(gayaEmail);
    }
    // The Patna branch sees Patna's enquiries only: Siliguri's is not listed.
    const patna = await readAs(await branchHeaders(testApp.app, ['patna']), reference);
    expect(patna.list).toHaveLength(1);
  });

  it('gives the Kolkata branch neither the enquiry nor its contacts, and HR and the editor no enquiries at all', async () => {
    const reference = await startWithGayaEnquiry();
    const kolkata = await readAs(await branchHeaders(testApp.app, ['kolkata-corporate']), reference);
    expect(kolkata.listed).toBeUndefined();
    expect(kolkata.csv).not.toContain(gayaPhone);
    expect(kolkata.csv).not.toContain(gayaEmail);
    for (const role of ['hr', 'editor'] satisfies StaffRole[]) {
      const headers = await adminHeaders(testApp.app, role);
      for (const url of ['/api/admin/enquiries', '/api/admin/enquiries/export', '/api/admin/enquiries/1']) {
        const answer = await get(url, headers);
        expect(answer.statusCode).toBe(403);
        expect(answer.body).not.toContain(gayaPhone);
      }
    }
  });

  it('masks them in every row and CSV line made for a role that may not see this office’s contacts', async () => {
    const reference = await startWithGayaEnquiry();
    const { db } = testApp.database;
    const content = (await testApp.app.siteContent.published()).content;
    const everyEnquiry = { kind: 'all' } as const;
    for (const viewer of [
      { role: 'hr', branchKeys: [] },
      { role: 'editor', branchKeys: [] },
      { role: 'branch', branchKeys: ['kolkata-corporate'] },
    ] as const) {
      let csv = '';
      for await (const part of enquiriesCsv(
        db,
        { limit: 500, offset: 0 },
        everyEnquiry,
        content,
        new Date(),
        viewer,
      ))
        csv += part;
      const gayaLine = csv.split('\r\n').find((line) => line.includes(reference));
      expect(gayaLine).toContain(maskedGayaPhone);
      expect(gayaLine).toContain(maskedGayaEmail);
      expect(csv).not.toContain(gayaPhone);
      expect(csv).not.toContain(gayaEmail);
    }
  });
});
