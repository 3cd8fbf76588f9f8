import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { markRecoveryCodeUsed, replaceRecoveryCodes } from '#server/db/second-factors-repository.js';
import { recoveryCodeCount } from '#shared/second-factor.js';

/** Base32's letters and digits: no 0/O or 1/l to misread when typed from paper. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** "abcde-fghij": 50 random bits, enough that a hash without salt or cost cannot be reversed. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** The stored form of a code: typed with or without its dash, it hashes the same. */
function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace('-', '')).digest('hex');
}

/** Ten new codes replace the account's old ones; the codes are answered once and only their hashes kept. */
export async function issueRecoveryCodes(db: Kysely<Database>, accountId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await replaceRecoveryCodes(db, accountId, codes.map(recoveryCodeHash));
  return codes;
}

/** Uses a recovery code up; false when it is not one of the account's unused codes. */
export function redeemRecoveryCode(db: Kysely<Database>, accountId: number, code: string, now: Date) {
  return markRecoveryCodeUsed(db, accountId, recoveryCodeHash(code), now.toISOString());
}
