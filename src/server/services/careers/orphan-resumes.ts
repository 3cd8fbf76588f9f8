import type { Kysely } from 'kysely';
import { isResumeFileReferenced } from '../../db/applications-repository.js';
import type { Database } from '../../db/schema.js';
import { sweepOrphanResumes } from './resume-storage.js';

/** A file this old that no application names was left by a crash mid-upload. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the files a crash (of this or another process sharing the folder) left in the resume
 * folder: uploads never committed, and resumes no application names. Returns their names.
 */
export async function sweepOrphanResumeFiles(
  db: Kysely<Database>,
  directory: string,
  now: Date,
): Promise<string[]> {
  return sweepOrphanResumes(
    directory,
    (fileName) => isResumeFileReferenced(db, fileName),
    now,
    ORPHAN_MIN_AGE_MS,
  );
}
