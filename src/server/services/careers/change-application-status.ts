import type { Kysely } from 'kysely';
import {
  findApplication,
  insertStatusChange,
  setApplicationStatus,
} from '#server/db/applications-repository.js';
import type { Database } from '#server/db/schema.js';
import type { ApplicationStatus } from '#shared/careers.js';

/**
 * Sets an application's status and records the change with its time and author, together. Setting
 * the status it already has changes nothing and records nothing. Answers the status it had, or
 * undefined when there is no such application.
 */
export async function changeApplicationStatus(
  db: Kysely<Database>,
  change: { id: number; status: ApplicationStatus; at: string; by: string },
): Promise<{ from: ApplicationStatus } | undefined> {
  return db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, change.id);
    if (!application) return undefined;
    const from = application.status;
    if (from === change.status) return { from };
    await setApplicationStatus(trx, change);
    await insertStatusChange(trx, {
      applicationId: change.id,
      from,
      to: change.status,
      at: change.at,
      by: change.by,
    });
    return { from };
  });
}
