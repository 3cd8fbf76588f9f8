import type { Kysely } from 'kysely';
import { insertApplication } from '#server/db/applications-repository.js';
import type { Database } from '#server/db/schema.js';
import { readableReference } from '#server/services/readable-reference.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** One visit, one page view, one chat and one job application recorded at `at`, tagged `label`. */
export async function insertRecordsAt(db: Kysely<Database>, at: string, label: string): Promise<void> {
  await db
    .insertInto('visitors')
    .values({
      session_id: label,
      event_id: null,
      user_agent: 'test',
      referrer: '',
      landing_path: '/',
      city: 'Kolkata',
      region: 'West Bengal',
      country: 'India',
      ip_address: '49.37.0.0',
      browser: 'Chrome',
      os: 'Windows',
      device_type: 'desktop',
      is_bot: 0,
      visit_time: at,
    })
    .execute();
  await db
    .insertInto('page_views')
    .values({ session_id: label, event_id: null, path: '/', title: 'Home', is_bot: 0, viewed_at: at })
    .execute();
  await db
    .insertInto('chats')
    .values({
      session_id: label,
      user_message: 'Hello',
      bot_response: 'Hi',
      mode: 'builtin',
      error_class: null,
      city: 'Kolkata',
      country: 'India',
      interaction_time: at,
    })
    .execute();
  await insertApplication(db, {
    reference: readableReference('A'),
    jobId: 'job',
    jobTitle: 'Job',
    firstName: label,
    lastName: 'Applicant',
    email: `${label}@example.com`,
    phone: '9876543210',
    expectedSalary: '1',
    position: 'Job',
    availableStartDate: '2026-01-01',
    resumeFile: `${label}.pdf`,
    language: 'en',
    resumeSize: 100,
    applicationDate: at,
  });
}

/** The labels (session ids, applicant first names) left in each table, sorted. */
export async function remainingLabels(db: Kysely<Database>) {
  const labels = async (rows: Promise<{ label: string }[]>) => (await rows).map((row) => row.label).sort();
  return {
    visitors: await labels(db.selectFrom('visitors').select('session_id as label').execute()),
    pageViews: await labels(db.selectFrom('page_views').select('session_id as label').execute()),
    chats: await labels(db.selectFrom('chats').select('session_id as label').execute()),
    applications: await labels(db.selectFrom('job_applications').select('first_name as label').execute()),
  };
}
