import type { Kysely } from 'kysely';
import { deleteApplication, findApplication } from '#server/db/applications-repository.js';
import type { Database } from '#server/db/schema.js';
import type { FileStore } from '#server/services/storage/file-store.js';

/**
 * Deletes an application, its status history and its resume in one transaction: all of them go,
 * or none. False when there is no such application.
 */
export async function deleteApplicationWithResume(
  db: Kysely<Database>,
  fileStore: FileStore,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, id);
    if (!application) return false;
    await deleteApplication(trx, id);
    await fileStore.delete(trx, application.resume_file);
    return true;
  });
}
