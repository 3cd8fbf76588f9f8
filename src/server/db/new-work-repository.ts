import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The newest enquiry and application ids: where watching for new ones starts. */
export async function newestWorkIds(db: Kysely<Database>) {
  const [enquiry, application] = await Promise.all([
    db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
    db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
  ]);
  return { enquiry: Number(enquiry?.id ?? 0), application: Number(application?.id ?? 0) };
}

/** Enquiries stored after `afterId`, oldest first: only what scoping needs (no personal data). */
export function enquiriesAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('enquiries')
    .select(['id', 'office_id as officeId'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Applications stored after `afterId`, oldest first. */
export function applicationsAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('job_applications')
    .select(['id'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
