/**
 * `npm run db:backup [folder]`: a consistent copy of the SQLite database (resumes and media are
 * stored in it), taken while the server runs, into `$DATA_DIR/backups/<time>/` or the folder
 * given. On PostgreSQL it explains how to back up with pg_dump instead. Uses the server's
 * DATABASE_URL / DATA_DIR. Restore: stop the server, put `site.db` back into DATA_DIR, start it.
 */
import path from 'node:path';
import { loadConfig } from '#server/config.js';
import { backupFolderName, backupSqliteData } from '#server/services/data-care/sqlite-backup.js';

const config = loadConfig();
const destination = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'backups', backupFolderName(new Date())),
);

if (config.database.kind === 'postgres') {
  console.log(`The database is PostgreSQL (resumes and media included): back it up with pg_dump.
  pg_dump --format=custom --file=site.dump "$DATABASE_URL"
Restore into an empty database with: pg_restore --no-owner --dbname="$DATABASE_URL" site.dump`);
} else {
  const databaseFile = await backupSqliteData({ databaseFile: config.database.file, destination });
  console.log(`Backed up the database, resumes and media included, to ${databaseFile}.`);
  console.log(`To restore: stop the server, copy ${path.basename(databaseFile)} into DATA_DIR, start it.`);
}
