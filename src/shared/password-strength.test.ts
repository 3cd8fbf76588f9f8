import { describe, expect, it } from 'vitest';
import { mostCommonPasswords } from '#scripts/common-passwords-source.js';
import { passwordRuleMessages } from './accounts.js';
import breachedPasswords from './common-passwords.json' with { type: 'json' };
import { ratePassword } from './password-strength.js';

const esha = { name: 'Esha Sen', email: 'esha@sample-infotech.in', companyName: 'Sample Infotech Group' };

describe('staff password strength', () => {
  it('ships the 10,000 most common passwords of the package it names, as generated', () => {
    expect(breachedPasswords).toHaveLength(10_000);
    expect(breachedPasswords).toEqual(mostCommonPasswords());
  });

  it.each(['aaaaaaaaaaaa', '123456789012', 'password1234', 'qwertyuiop12', 'Welcome@2026'])(
    'refuses %j, twelve characters or more but easy to guess, with advice in words',
    (password) => {
      const rating = ratePassword(password, esha);
      expect(rating.score).toBeLessThan(3);
      expect(rating.problem).toMatch(/^[A-Z].*\.$/);
      expect(rating.problem).toContain(rating.advice[0]);
    },
  );

  it('refuses a common password of 12 characters or more, in any case', () => {
    const long = breachedPasswords.find((password) => password.length >= 12) ?? '';
    expect(long.length).toBeGreaterThanOrEqual(12);
    expect(ratePassword(long.toUpperCase(), esha).problem).toBeDefined();
  });

  it("rates the person's and the company's own words as guessable", () => {
    const stranger = { name: 'Arjun Roy', email: 'arjun@example.com', companyName: 'Another Company' };
    for (const password of ['eshasen-infotech', 'sampleinfotech12']) {
      expect(ratePassword(password, esha).score).toBeLessThan(ratePassword(password, stranger).score);
    }
  });

  it('refuses a short password and one holding the e-mail or its name part', () => {
    expect(ratePassword('short-one', esha).problem).toBe(passwordRuleMessages.tooShort);
    expect(ratePassword('my-ESHA@sample-infotech.in-pw', esha).problem).toBe(
      passwordRuleMessages.containsEmail,
    );
    expect(ratePassword('hello-esha-2026!', esha).problem).toBe(passwordRuleMessages.containsEmail);
  });

  it('accepts a long uncommon passphrase', () => {
    expect(ratePassword('copper kettle rain 42', esha)).toMatchObject({ problem: undefined, score: 4 });
  });
});
