import type { FastifyBaseLogger } from 'fastify';
import { createSmtpTransport, ON_SCREEN_PATIENCE_MS } from '#server/services/mail/smtp-transport.js';
import { type StaffAccount, staffRoleLabels } from '#shared/accounts.js';

export type InvitationMailer = (
  account: Pick<StaffAccount, 'name' | 'email' | 'role'>,
  link: { invitationUrl: string; expiresAt: string; reset: boolean },
) => Promise<boolean>;

/**
 * E-mails an invitation (or a password reset) link over SMTP_URL. Answers whether it was sent;
 * a failure is logged and not retried, since the owner sees the link anyway and can pass it on.
 */
export function createInvitationMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  siteName: () => Promise<string>;
  log: FastifyBaseLogger;
}): InvitationMailer {
  const { smtpUrl } = options;
  if (!smtpUrl) return async () => false;
  const transport = createSmtpTransport(smtpUrl, ON_SCREEN_PATIENCE_MS);
  return async (account, link) => {
    const site = await options.siteName();
    const opening = link.reset
      ? `A new password was requested for your ${site} admin account.`
      : `You are invited to the ${site} admin area as ${staffRoleLabels[account.role]}.`;
    try {
      await transport.sendMail({
        from: options.from,
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
      });
      return true;
    } catch (error) {
      options.log.error({ err: error }, 'invitation e-mail not sent');
      return false;
    }
  };
}
