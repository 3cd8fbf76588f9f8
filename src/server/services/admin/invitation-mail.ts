import type { StaffMail } from '#server/services/mail/staff-mailer.js';
import { type StaffAccount, staffRoleLabels } from '#shared/accounts.js';

/**
 * An invitation (or a password reset) link, e-mailed while the owner waits to learn whether it
 * was sent; a failure is not retried, since the owner sees the link anyway and can pass it on.
 */
export function invitationMail(
  site: string,
  account: Pick<StaffAccount, 'name' | 'email' | 'role'>,
  link: { invitationUrl: string; expiresAt: string; reset: boolean },
): StaffMail {
  const opening = link.reset
    ? `A new password was requested for your ${site} admin account.`
    : `You are invited to the ${site} admin area as ${staffRoleLabels[account.role]}.`;
  return {
    to: account.email,
    subject: link.reset ? `Set a new password for the ${site} admin` : `Your ${site} admin account`,
    text: [
      `Hello ${account.name},`,
      '',
      opening,
      'Choose your password with this link (it works once, until ' +
        `${new Date(link.expiresAt).toUTCString()}):`,
      '',
      link.invitationUrl,
      '',
      'If you did not expect this e-mail, ignore it.',
    ].join('\n'),
  };
}
