import type { Kysely } from 'kysely';
import {
  findApplication,
  insertStatusChange,
  setApplicationStatus,
} from '#server/db/applications-repository.js';
import type { Database } from '#server/db/schema.js';
import type { ApplicationStatus } from '#shared/careers.js';

/**
 * Sets an application's status and records the change with its time, together. Setting the
 * status it already has changes nothing and records nothing. False when there is no such application.
 */
export async function changeApplicationStatus(
  db: Kysely<Database>,
  change: { id: number; status: ApplicationStatus; at: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, change.id);
    if (!application) return false;
    if (application.status === change.status) return true;
    await setApplicationStatus(trx, change);
    await insertStatusChange(trx, {
      applicationId: change.id,
      from: application.status as ApplicationStatus,
      to: change.status,
      at: change.at,
    });
    return true;
  });
}
