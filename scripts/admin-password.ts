/**
 * `npm run admin:password`: sets a new admin password from the terminal and signs every admin
 * out. Type it twice at the prompt (it is not shown), pipe it on standard input, or pass
 * `--generate` for a strong random one. Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { text } from 'node:stream/consumers';
import { loadConfig } from '#server/config.js';
import { replaceAdminPasswordHash } from '#server/db/admin-credentials-repository.js';
import { connectDatabase, migrateToLatest } from '#server/db/database.js';
import { generatePassword, hashPassword } from '#server/services/admin/password-hashing.js';
import { askHidden } from './hidden-prompt.js';

const MINIMUM_LENGTH = 12;

async function readPassword(): Promise<string> {
  if (process.argv.includes('--generate')) return generatePassword();
  // Piped in: the first line.
  if (!process.stdin.isTTY) return ((await text(process.stdin)).split(/\r?\n/)[0] ?? '').trim();
  const password = await askHidden('New admin password (not shown): ');
  const repeated = await askHidden('Repeat it: ');
  if (repeated !== password) throw new Error('The two passwords differ; nothing was changed.');
  return password.trim();
}

const password = await readPassword().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
if (password.length < MINIMUM_LENGTH) {
  console.error(`The password must be at least ${MINIMUM_LENGTH} characters; nothing was changed.`);
  process.exit(1);
}
const database = connectDatabase(loadConfig().database);
await migrateToLatest(database.db);
await replaceAdminPasswordHash(database.db, await hashPassword(password));
await database.close();
if (process.argv.includes('--generate')) console.log(`New admin password: ${password}`);
console.log('The admin password was changed and every admin session was signed out.');
