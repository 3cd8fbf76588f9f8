import { minimumPasswordLength, passwordRuleMessages } from '#shared/accounts.js';
import commonPasswords from './common-passwords.json' with { type: 'json' };

/** Built once: 10,000 entries, in lower case (scripts/generate-common-passwords.ts). */
const common = new Set<string>(commonPasswords);

/**
 * What is wrong with a password a person chooses, or undefined: at least 12 characters, not one of
 * the 10,000 most common passwords (whatever its case), and not containing their e-mail address
 * or its part before the @.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < minimumPasswordLength) return passwordRuleMessages.tooShort;
  const lower = password.toLowerCase();
  if (common.has(lower)) return passwordRuleMessages.common;
  const localPart = email.split('@')[0] ?? '';
  if (lower.includes(email) || (localPart.length >= 3 && lower.includes(localPart))) {
    return passwordRuleMessages.containsEmail;
  }
  return undefined;
}
