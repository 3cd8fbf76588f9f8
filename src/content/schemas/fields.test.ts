import { describe, expect, it } from 'vitest';
import { linkTarget } from './fields.js';

describe('linkTarget', () => {
  const link = linkTarget('Button link');

  it.each(['/careers', '/products?brand=hp', 'https://www.example.com/a'])('accepts %s', (value) => {
    expect(link.safeParse(value).success).toBe(true);
  });

  it.each(['/\\evil.example/login', '//evil.example', '/\\/evil.example', 'javascript:alert(1)', '/a b'])(
    'refuses %j with the editor message',
    (value) => {
      const result = link.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Button link must be a site path like /careers or a web address',
      );
    },
  );
});
