import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { minimumPasswordLength, passwordRuleMessages } from './accounts.js';
import breachedPasswords from './common-passwords.json' with { type: 'json' };

/**
 * How hard a staff password is to guess, rated by zxcvbn-ts (a maintained estimator) with its
 * common and English dictionaries, the 10,000 most common breached passwords
 * (common-passwords.json) as one more, and the person's own words (name, e-mail, the company's
 * name) as inputs an attacker would try first. The server is the judge; the browser shows the same
 * rating while the person types, loading this module (and its dictionaries, about a megabyte) only
 * where a password is chosen.
 */

/** zxcvbn's scores run 0 to 4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const minimumPasswordScore = 3;

export type PasswordOwner = { name: string; email: string; companyName: string };

export type PasswordRating = {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Why the password is refused, in words; undefined when it is accepted. */
  problem: string | undefined;
  /** The estimator's suggestions, in words, to make it stronger. */
  advice: string[];
};

const options: OptionsType = {
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary, breached: breachedPasswords },
};
const estimator = new ZxcvbnFactory(options);

/** The words of the person and the company an attacker tries first: "esha", "sen", "sample", "infotech". */
function ownWords({ name, email, companyName }: PasswordOwner): string[] {
  const localPart = email.split('@')[0] ?? '';
  const words = [name, email, localPart, companyName].flatMap((text) =>
    text.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  );
  return [...new Set([email.toLowerCase(), ...words.filter((word) => word.length >= 3)])];
}

/** Rates a password a person chooses; `problem` is set when it must be refused. */
export function ratePassword(password: string, owner: PasswordOwner): PasswordRating {
  const result = estimator.check(password, ownWords(owner));
  const advice = result.feedback.suggestions;
  const lower = password.toLowerCase();
  const localPart = owner.email.toLowerCase().split('@')[0] ?? '';
  let problem: string | undefined;
  if (password.length < minimumPasswordLength) problem = passwordRuleMessages.tooShort;
  else if (lower.includes(owner.email.toLowerCase()) || (localPart.length >= 3 && lower.includes(localPart)))
    problem = passwordRuleMessages.containsEmail;
  else if (result.score < minimumPasswordScore)
    problem = [result.feedback.warning || `${passwordRuleMessages.easyToGuess}.`, ...advice].join(' ');
  return { score: result.score, problem, advice };
}
