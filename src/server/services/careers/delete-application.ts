import type { Kysely } from 'kysely';
import { deleteApplication, findApplication } from '../../db/applications-repository.js';
import type { Database } from '../../db/schema.js';
import { removeResume, restoreResume, setResumeAside } from './resume-storage.js';

/**
 * Deletes an application, its status history and its resume together: the file is set aside
 * inside the transaction, put back if the transaction fails, and removed once it has committed.
 * False when there is no such application.
 */
export async function deleteApplicationWithResume(
  db: Kysely<Database>,
  resumesDirectory: string,
  id: number,
): Promise<boolean> {
  let setAside: string | undefined;
  let deleted: boolean;
  try {
    deleted = await db.transaction().execute(async (trx) => {
      const application = await findApplication(trx, id);
      if (!application) return false;
      await deleteApplication(trx, id);
      setAside = await setResumeAside(resumesDirectory, application.resume_file);
      return true;
    });
  } catch (error) {
    if (setAside) await restoreResume(resumesDirectory, setAside);
    throw error;
  }
  // Committed: the row is gone, so the file goes too (the start-up sweep catches a failure here).
  if (setAside) await removeResume(resumesDirectory, setAside);
  return deleted;
}
