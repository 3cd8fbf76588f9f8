import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isResumeFileReferenced,
  listApplicationsWithFolderResumes,
  setResumeFile,
} from '#server/db/applications-repository.js';
import type { Database } from '#server/db/schema.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import { RESUME_CONTENT_TYPE, RESUME_KEY_PREFIX } from './resume-storage.js';

/** Where resumes were kept, under DATA_DIR, before they moved into the file store. */
export function resumeFolder(dataDir: string): string {
  return path.join(dataDir, 'resumes');
}

/** An earlier version renamed a resume so while deleting its application; a crash could leave it so. */
const SET_ASIDE_SUFFIX = '.deleting';

/**
 * Moves the resumes of the old resume folder into the file store, at start, before the server
 * answers. Each application's file and its new key commit together; the file leaves the folder
 * once that has committed. Safe to repeat, and to run in two instances at once: a resume already
 * imported is found by its key. Files no application names are left for a person to look at,
 * and the folder goes when nothing is left. Returns how many resumes were imported.
 */
export async function importResumeFolder(
  db: Kysely<Database>,
  fileStore: FileStore,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const folder = resumeFolder(dataDir);
  if (!(await isDirectory(folder))) return 0;

  let imported = 0;
  for (const application of await listApplicationsWithFolderResumes(db, RESUME_KEY_PREFIX)) {
    const fileName = path.basename(application.resume_file);
    const content =
      (await readIfPresent(path.join(folder, fileName))) ??
      (await readIfPresent(path.join(folder, `${fileName}${SET_ASIDE_SUFFIX}`)));
    if (!content) {
      log.warn({ applicationId: application.id }, 'resume missing from the old resume folder');
      continue;
    }
    const key = `${RESUME_KEY_PREFIX}${fileName}`;
    await db.transaction().execute(async (trx) => {
      await fileStore.put(trx, { key, contentType: RESUME_CONTENT_TYPE, content });
      await setResumeFile(trx, application.id, key);
    });
    imported += 1;
  }

  // Imported now, or by an earlier start that stopped before removing them.
  const leftOver: string[] = [];
  for (const name of await fs.readdir(folder)) {
    const key = `${RESUME_KEY_PREFIX}${name.endsWith(SET_ASIDE_SUFFIX) ? name.slice(0, -SET_ASIDE_SUFFIX.length) : name}`;
    if (await isResumeFileReferenced(db, key)) await fs.rm(path.join(folder, name), { force: true });
    else leftOver.push(name);
  }
  if (leftOver.length === 0) await fs.rm(folder, { recursive: true, force: true });
  else log.warn({ folder, files: leftOver }, 'files no application names were left in the old resume folder');
  if (imported > 0) log.info({ imported }, 'resumes moved from the old resume folder into the database');
  return imported;
}

async function isDirectory(folder: string): Promise<boolean> {
  const stats = await fs.stat(folder).catch(() => undefined);
  return stats?.isDirectory() ?? false;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
