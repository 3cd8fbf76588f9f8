import { describe, expect, it } from 'vitest';
import { telHref } from '#content/contact-links.js';
import { corporateIdentityNumber, linkTarget, phoneNumber, pinPrefix } from './fields.js';

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

describe('phoneNumber', () => {
  const phone = phoneNumber('Phone');
  const message =
    'Phone must be a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678';

  it.each([
    ['98300 12345', '+91 98300 12345'],
    ['+91 98300 12345', '+91 98300 12345'],
    ['09830012345', '+91 98300 12345'],
    ['033 2234 5678', '+91 33 2234 5678'],
    ['+91 33 0000 0012', '+91 33 0000 0012'],
  ])('keeps %j as %j, which telHref dials in E.164', (typed, shown) => {
    const parsed = phone.parse(typed);
    expect(parsed).toBe(shown);
    expect(telHref(parsed)).toBe(`tel:${shown.replace(/ /g, '')}`);
  });

  it.each(['98300 1234', '98300 123456', '58300 12345', '2234 5678', 'call the shop', '+44 20 7946 0000'])(
    'refuses %j with a message that names the field and gives examples',
    (typed) => {
      expect(phone.safeParse(typed).error?.issues[0]?.message).toBe(message);
    },
  );

  it('names the field in its title when empty', () => {
    expect(phoneNumber('Helpline').safeParse('').error?.issues[0]?.message).toBe('Helpline is required');
  });
});

describe('pinPrefix', () => {
  it('takes the first 3 digits of a PIN code, which start with 1 to 8', () => {
    expect(pinPrefix().safeParse('700').success).toBe(true);
    for (const prefix of ['070', '900', '70', '7000']) {
      expect(pinPrefix().safeParse(prefix).error?.issues[0]?.message).toBe(
        'PIN prefix must be the first 3 digits of a PIN code, like 700 or 800',
      );
    }
  });
});

describe('corporateIdentityNumber', () => {
  it('takes a CIN in its published format, in capitals', () => {
    expect(corporateIdentityNumber().parse(' u72900wb2010ptc123456 ')).toBe('U72900WB2010PTC123456');
  });

  it.each(['U72900WB2010PTC12345', 'X72900WB2010PTC123456', 'U72900WB2010PTC123456 (sample)'])(
    'refuses %j with an example',
    (typed) => {
      expect(corporateIdentityNumber().safeParse(typed).error?.issues[0]?.message).toBe(
        'Corporate Identity Number (CIN) must be the 21 characters on the certificate of incorporation, like U72900WB2010PTC123456',
      );
    },
  );
});
