/**
 * `npm run admin:password`: sets a new admin password from the terminal and signs every admin
 * out. Type it twice at the prompt, pipe it on standard input, or pass `--generate` for a strong
 * random one. Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../src/server/config.js';
import { replaceAdminPasswordHash } from '../src/server/db/admin-credentials-repository.js';
import { connectDatabase, migrateToLatest } from '../src/server/db/database.js';
import { generatePassword, hashPassword } from '../src/server/services/admin/password-hashing.js';

const MINIMUM_LENGTH = 12;

async function readPassword(): Promise<string> {
  if (process.argv.includes('--generate')) return generatePassword();
  const terminal = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const password = await terminal.question('New admin password: ');
  if (process.stdin.isTTY) {
    const repeated = await terminal.question('Repeat it: ');
    if (repeated !== password) throw new Error('The two passwords differ; nothing was changed.');
  }
  terminal.close();
  return password.trim();
}

const password = await readPassword();
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
