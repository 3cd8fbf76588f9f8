import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password-hashing.js';

describe('admin password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
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
