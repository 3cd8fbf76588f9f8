/**
 * `npm run admin:password`: sets a new password for the first owner (the account ADMIN_PASSWORD
 * belongs to) from the terminal and signs that owner out everywhere. Type it twice at the prompt (it is not shown), pipe it on standard input, or pass
 * `--generate` for a strong random one. Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { text } from 'node:stream/consumers';
import { loadConfig } from '#server/config.js';
import { connectDatabase, migrateToLatest } from '#server/db/database.js';
import { findFirstOwner } from '#server/db/staff-accounts-repository.js';
import { ensureFirstOwner } from '#server/services/admin/ensure-first-owner.js';
import { generatePassword } from '#server/services/admin/password-hashing.js';
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
const config = loadConfig();
const database = connectDatabase(config.database);
await migrateToLatest(database.db);
// The first owner is made with this password if the server has not started yet; otherwise its
// password is replaced and its sessions end.
await ensureFirstOwner(database.db, { password, email: config.adminEmail });
const owner = await findFirstOwner(database.db);
await database.close();
if (process.argv.includes('--generate')) console.log(`New admin password: ${password}`);
console.log(`The admin password of ${owner?.email} was changed and its sessions were signed out.`);
