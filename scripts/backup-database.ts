/**
 * `npm run db:backup [folder]`: a consistent copy of the SQLite database and the resume files,
 * taken while the server runs, into `$DATA_DIR/backups/<time>/` or the folder given. On
 * PostgreSQL it explains how to back up with pg_dump instead. Uses the server's DATABASE_URL /
 * DATA_DIR. Restore: stop the server, put `site.db` and `resumes/` back into DATA_DIR, start it.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { backupFolderName, backupSqliteData } from '../src/server/services/data-care/sqlite-backup.js';

const config = loadConfig();
const destination = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'backups', backupFolderName(new Date())),
);

if (config.database.kind === 'postgres') {
  console.log(`The database is PostgreSQL: back it up with pg_dump, and copy the resumes yourself.
  pg_dump --format=custom --file=site.dump "$DATABASE_URL"
  cp -a "${path.join(config.dataDir, 'resumes')}" <backup folder>/
Restore into an empty database with: pg_restore --no-owner --dbname="$DATABASE_URL" site.dump`);
} else {
  const result = await backupSqliteData({
    databaseFile: config.database.file,
    dataDir: config.dataDir,
    destination,
  });
  console.log(`Backed up the database to ${result.databaseFile} and ${result.resumeFiles} resume files.`);
  console.log(
    `To restore: stop the server, copy ${path.basename(result.databaseFile)} and resumes/ into DATA_DIR, start it.`,
  );
}
