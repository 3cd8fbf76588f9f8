import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.js';

describe('isSitePath', () => {
  it.each(['/', '/careers', '/products?brand=hp#top', '/a/b/../c', '/%5Cevil'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '/\\evil.example/login',
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'careers',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it('agrees with the URL parser: an accepted path never leaves the origin it is resolved against', () => {
    const origin = 'https://www.example.com';
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', ' ', 'a', '.', ':', '@', '%', '5', 'C') }),
        (tail) => {
          const path = `/${tail}`;
          if (isSitePath(path, origin)) expect(new URL(path, origin).origin).toBe(origin);
        },
      ),
    );
  });
});
