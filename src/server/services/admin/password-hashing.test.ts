import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password-hashing.js';

describe('admin password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$14\$8\$5\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('still verifies a hash made with the earlier settings (N = 2^17, r = 8, p = 1)', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('an older password', salt, 64, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    const olderHash = ['scrypt', 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('an older password', olderHash)).toBe(true);
    expect(await verifyPassword('another password', olderHash)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('generates long, different passwords', () => {
    const first = generatePassword();
    expect(first.length).toBeGreaterThanOrEqual(24);
    expect(generatePassword()).not.toBe(first);
  });
});
