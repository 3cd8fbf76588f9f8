import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openTotpSecret, sealTotpSecret } from './totp-secret-sealing.js';

const key = randomBytes(32);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('sealing an authenticator app secret', () => {
  it('stores a sealed value that opens with the key for its own account only', () => {
    const stored = sealTotpSecret(secret, 7, key);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(secret);
    expect(openTotpSecret(stored, 7, key)).toBe(secret);
    expect(openTotpSecret(stored, 8, key)).toBeUndefined();
    expect(openTotpSecret(stored, 7, randomBytes(32))).toBeUndefined();
    expect(openTotpSecret(stored, 7, undefined)).toBeUndefined();
  });

  it('seals the same secret differently each time (a fresh nonce)', () => {
    expect(sealTotpSecret(secret, 7, key)).not.toBe(sealTotpSecret(secret, 7, key));
  });

  it('refuses a sealed value altered by one character', () => {
    const stored = sealTotpSecret(secret, 7, key);
    const last = stored.at(-1) === 'A' ? 'B' : 'A';
    expect(openTotpSecret(`${stored.slice(0, -1)}${last}`, 7, key)).toBeUndefined();
    expect(openTotpSecret('sealed1.', 7, key)).toBeUndefined();
  });

  it('keeps a secret as it is without a key, and reads a plain one as it is', () => {
    expect(sealTotpSecret(secret, 7, undefined)).toBe(secret);
    expect(openTotpSecret(secret, 7, key)).toBe(secret);
    expect(isSealed(secret)).toBe(false);
  });
});
