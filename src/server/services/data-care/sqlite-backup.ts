import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { resumesDirectory } from '../careers/resume-storage.js';

/** The largest step better-sqlite3 accepts: copy every page that is left. */
const ALL_REMAINING_PAGES = 0x7fffffff;

type BackupResult = {
  databaseFile: string;
  resumeFiles: number;
};

/** A folder name for a backup taken at `now`: sortable, and valid on every file system. */
export function backupFolderName(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * A consistent copy of a SQLite database and the resume files while the server keeps writing.
 * SQLite's online backup copies the pages as of one moment (restarting when a writer changes
 * them), so the copy is never half of a transaction; the WAL is included. Resumes are written
 * once under a new name and never changed, so copying the folder after the database captures
 * every resume the copied rows point to (and perhaps a few newer ones, which are harmless).
 */
export async function backupSqliteData(options: {
  databaseFile: string;
  dataDir: string;
  destination: string;
}): Promise<BackupResult> {
  // Backups hold personal data: readable by the server's user only, like DATA_DIR itself.
  await fs.mkdir(options.destination, { recursive: true, mode: 0o700 });
  const databaseFile = path.join(options.destination, path.basename(options.databaseFile));
  const source = new SQLite(options.databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in one step, inside one read transaction: copied a few pages at a time,
    // the backup would start over after every visit the server writes and, on a busy site, never end.
    // In WAL mode that read transaction does not hold up the server's writes.
    await source.backup(databaseFile, { progress: () => ALL_REMAINING_PAGES });
  } finally {
    source.close();
  }
  return { databaseFile, resumeFiles: await copyResumes(options.dataDir, options.destination) };
}

async function copyResumes(dataDir: string, destination: string): Promise<number> {
  const from = resumesDirectory(dataDir);
  const to = resumesDirectory(destination);
  const entries = await fs.readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  let copied = 0;
  for (const entry of entries) {
    const name = storedResumeName(entry.name);
    if (!entry.isFile() || !name) continue;
    await fs.copyFile(path.join(from, entry.name), path.join(to, name));
    copied += 1;
  }
  return copied;
}

/**
 * The name a file in the resume folder is restored under, or undefined for an upload still in
 * progress (`.upload-….part`, no row yet). A resume set aside while its application is being
 * deleted keeps its own name: the copied database may still hold that application.
 */
function storedResumeName(fileName: string): string | undefined {
  if (fileName.startsWith('.')) return undefined;
  const name = fileName.replace(/\.deleting$/, '');
  return name.endsWith('.pdf') ? name : undefined;
}
