import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The largest step better-sqlite3 accepts: copy every page that is left. */
const ALL_REMAINING_PAGES = 0x7fffffff;

/** A folder name for a backup taken at `now`: sortable, and valid on every file system. */
export function backupFolderName(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * A consistent copy of a SQLite database, resumes and media included (they are stored in it),
 * while the server keeps writing. SQLite's online backup copies the pages as of one moment
 * (restarting when a writer changes them), so the copy is never half of a transaction; the WAL is
 * included. Answers the copy's path.
 */
export async function backupSqliteData(options: {
  databaseFile: string;
  destination: string;
}): Promise<string> {
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
  return databaseFile;
}
