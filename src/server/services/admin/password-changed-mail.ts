import type { StaffMail } from '#server/services/mail/staff-mailer.js';

/** Who changed their password, when, and from which browser ("Chrome on Windows"). */
type PasswordChangeNotice = {
  person: { name: string; email: string };
  at: Date;
  device: string;
};

/** '29 November 2026 at 12:32 pm': when it happened, in India, where the company's staff are. */
function indiaTime(at: Date): string {
  return at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' });
}

/**
 * Tells a person their password was changed (issue 45), so a change they did not make does not go
 * unnoticed. Sent in the background: the change never waits for it. Without SMTP_URL there is no
 * e-mail; the audit log still shows the change. Fixed words, the company's name, the time and the browser.
 */
export function passwordChangedMail(site: string, notice: PasswordChangeNotice): StaffMail {
  return {
    to: notice.person.email,
    subject: `Your ${site} admin password was changed`,
    text: [
      `Hello ${notice.person.name},`,
      '',
      `Your password for ${site} was changed on ${indiaTime(notice.at)} (India time) from ${notice.device}.`,
      'If this was not you, ask the owner to reset it.',
    ].join('\n'),
  };
}
