import { randomInt } from 'node:crypto';

/** Letters and digits no one misreads on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A reference to tell a visitor ('A7K3M9QX' for an application): `prefix` and 7 random
 * characters, about 27 billion of them, so it says nothing of how many came before.
 */
export function readableReference(prefix: string): string {
  let reference = prefix;
  for (let index = 0; index < 7; index += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}
