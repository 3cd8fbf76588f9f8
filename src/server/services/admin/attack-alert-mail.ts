import type { StaffMail } from '#server/services/mail/staff-mailer.js';

/**
 * Tells a person, and the owners, that their account is under attack (issue 46, L4): sent when
 * wrong passwords from other browsers have paused the account's sign-ins, so at most once per
 * lockout. Fixed text only: nothing the attacker typed is in it. Sent in the background; without
 * SMTP_URL there is no alert, and the audit log still shows the attempts.
 */
export function attackAlertMail(
  site: string,
  person: { name: string; email: string },
  owners: readonly string[],
  pausedUntil: Date,
): StaffMail {
  return {
    to: person.email,
    cc: owners.filter((owner) => owner !== person.email),
    subject: `Someone is trying to sign in to your ${site} admin account`,
    text: [
      `Hello ${person.name},`,
      '',
      `Several wrong passwords were given for your ${site} admin account from other browsers.`,
      `Sign-ins from browsers you have not used before are paused until ${pausedUntil.toUTCString()}.`,
      'The browser you usually sign in from still gets in with your password.',
      '',
      'If this was not you, nothing else is needed; if it keeps happening, tell the owner.',
      'The owner sees each attempt in the Audit tab.',
    ].join('\n'),
  };
}
