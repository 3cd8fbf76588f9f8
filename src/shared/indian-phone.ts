// Indian phone numbers, one rule for every form and for the content: a mobile is 10 digits
// starting with 6 to 9; a landline is its STD code and number, 10 digits in all without the
// trunk 0 ('033 2234 5678' in Kolkata). Either may be written with +91 (or 0091, or 91) or a 0
// in front, and with spaces, hyphens or brackets.

import { z } from 'zod';
import { withAsciiDigits } from './indian-digits.js';

/** A mobile number's 10 digits. */
export const indianMobilePattern = /^[6-9]\d{9}$/;

/**
 * The digits of `input` (in any Indian script: '৯৮৭৬৫ ৪৩২১০') without the country code (+91, 0091, 91) and the trunk 0, when the number
 * has more than 10 digits: '+91 98765 43210', '098765 43210' and '91-9876543210' all give
 * 9876543210. A plain 10-digit number is kept as it is, even when it starts with 91.
 */
export function nationalDigits(input: string): string {
  const digits = withAsciiDigits(input).replace(/\D/g, '');
  return digits.length > 10 ? digits.replace(/^(?:0091|91)?0?/, '') : digits;
}

/**
 * The 10-digit mobile number in a phone number as Indians write it: spec section 5 "Validation rules"
 * strips non-digits and keeps at most 10, after the country code and the trunk 0 came off (so
 * they are not cut to a wrong number).
 */
export function normalizeIndianMobile(input: string): string {
  return nationalDigits(input).slice(0, 10);
}

/**
 * An Indian mobile number as the forms take it (careers and enquiries): normalized, then 10 digits
 * starting with 6 to 9, as Indian mobile numbers do.
 */
export function indianMobileSchema(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normalizeIndianMobile)
    .pipe(z.string().min(1, requiredMessage).regex(indianMobilePattern, invalidMessage));
}

/** A number the site shows and dials. */
export type IndianPhone = {
  /** As the pages show it, in international form: '+91 33 2234 5678', '+91 98300 12345'. */
  display: string;
  /** E.164, for tel: links: '+913322345678'. */
  e164: string;
};

/**
 * A mobile or a landline number as staff type it, or undefined when it is neither: a mobile of
 * 10 digits starting with 6 to 9, with or without +91 or 0; or a landline with its STD code after
 * a 0 or +91, 10 digits in all without the 0. The display keeps the grouping typed ('033 2234
 * 5678' shows as '+91 33 2234 5678'); a mobile typed without spaces shows as '+91 98300 12345'.
 */
export function parseIndianPhone(input: string): IndianPhone | undefined {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text) || (text.startsWith('+') && !text.startsWith('+91'))) return undefined;
  const national = nationalDigits(text);
  // Without +91 or a 0 in front only a mobile: a landline is written with the 0 of its STD code.
  const prefixed = text.replace(/\D/g, '').length > 10;
  if (national.length !== 10 || !(prefixed ? /^[1-9]/ : indianMobilePattern).test(national)) return undefined;
  return { display: `+91 ${grouped(text, national)}`, e164: `+91${national}` };
}

/** The national number as it was grouped when typed, or in two fives when typed without spaces. */
function grouped(text: string, national: string): string {
  const groups = text
    .replace(/[+().-]/g, ' ')
    .trim()
    .split(/\s+/);
  // Take the prefix's digits (91, 0091, 0) off the front, keeping where the spaces were.
  let drop = groups.join('').length - national.length;
  while (drop > 0) {
    const first = groups.shift() ?? '';
    if (first.length > drop) groups.unshift(first.slice(drop));
    drop -= Math.min(drop, first.length);
  }
  if (groups.length > 1) return groups.join(' ');
  return indianMobilePattern.test(national) ? `${national.slice(0, 5)} ${national.slice(5)}` : national;
}
