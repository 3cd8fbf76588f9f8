import { describe, expect, it } from 'vitest';
import { indianMobileSchema, parseIndianPhone } from './indian-phone.js';

describe('parseIndianPhone', () => {
  it.each([
    ['98300 12345', '+91 98300 12345', '+919830012345'],
    ['9830012345', '+91 98300 12345', '+919830012345'],
    ['+91 98300 12345', '+91 98300 12345', '+919830012345'],
    ['+91-98300-12345', '+91 98300 12345', '+919830012345'],
    ['098300 12345', '+91 98300 12345', '+919830012345'],
    ['91 98300 12345', '+91 98300 12345', '+919830012345'],
    ['6290012345', '+91 62900 12345', '+916290012345'],
    ['033 2234 5678', '+91 33 2234 5678', '+913322345678'],
    ['(033) 2234-5678', '+91 33 2234 5678', '+913322345678'],
    ['+91 33 2234 5678', '+91 33 2234 5678', '+913322345678'],
    ['+91 033 2234 5678', '+91 33 2234 5678', '+913322345678'],
    ['0612 222 3333', '+91 612 222 3333', '+916122223333'],
    ['03322345678', '+91 3322345678', '+913322345678'],
    ['+91 33 0000 0012', '+91 33 0000 0012', '+913300000012'],
  ])('takes %j, shown as %j and dialled as %j', (input, display, e164) => {
    expect(parseIndianPhone(input)).toEqual({ display, e164 });
  });

  it.each([
    ['98300 1234', 'nine digits'],
    ['98300 123456', 'eleven digits'],
    ['58300 12345', 'a mobile starting with 5'],
    ['33 2234 5678', 'a landline without the 0 of its STD code'],
    ['+91 00000 00012', 'a national number starting with 0'],
    ['+1 415 555 0100', 'another country'],
    ['98300 12345 ext 2', 'words'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (input) => {
    expect(parseIndianPhone(input)).toBeUndefined();
  });
});

describe('indianMobileSchema', () => {
  const schema = indianMobileSchema('Mobile number is required', 'Enter a 10-digit mobile');

  it('takes a mobile as its 10 digits and refuses a landline and a short number', () => {
    expect(schema.parse('+91 98300 12345')).toBe('9830012345');
    expect(schema.safeParse('033 2234 5678').error?.issues[0]?.message).toBe('Enter a 10-digit mobile');
    expect(schema.safeParse('98300 1234').error?.issues[0]?.message).toBe('Enter a 10-digit mobile');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Mobile number is required');
  });
});
