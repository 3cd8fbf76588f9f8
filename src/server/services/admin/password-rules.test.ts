import { describe, expect, it } from 'vitest';
import { mostCommonPasswords } from '#scripts/common-passwords-source.js';
import commonPasswords from './common-passwords.json' with { type: 'json' };
import { passwordProblem } from './password-rules.js';

describe('staff password rules', () => {
  it('ships the 10,000 most common passwords of the package it names, as generated', () => {
    expect(commonPasswords).toHaveLength(10_000);
    expect(commonPasswords).toEqual(mostCommonPasswords());
  });

  it('refuses a common password of 12 characters or more, in any case', () => {
    const long = commonPasswords.find((password) => password.length >= 12) ?? '';
    expect(long.length).toBeGreaterThanOrEqual(12);
    expect(passwordProblem(long.toUpperCase(), 'esha@sample-infotech.in')).toBe(
      'This password is among the most common ones: choose another',
    );
  });

  it('refuses a short password and one holding the e-mail or its name part', () => {
    expect(passwordProblem('short-one', 'esha@sample-infotech.in')).toBe('Use at least 12 characters');
    expect(passwordProblem('my-ESHA@sample-infotech.in-pw', 'esha@sample-infotech.in')).toBe(
      'The password must not contain your e-mail address',
    );
    expect(passwordProblem('hello-esha-2026!', 'esha@sample-infotech.in')).toBe(
      'The password must not contain your e-mail address',
    );
  });

  it('accepts a long uncommon password', () => {
    expect(passwordProblem('copper kettle rain 42', 'esha@sample-infotech.in')).toBeUndefined();
  });
});
