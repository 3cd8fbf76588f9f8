import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import { createSmtpTransport } from './smtp-transport.js';

/** A mail to a member of staff: fixed words, with the company's name put in by the caller. */
export type StaffMail = { to: string; cc?: string[]; subject: string; text: string };

/**
 * Sends one mail, written once the company's name (`site`) is known. Answers whether it was sent;
 * it never throws, so a caller that does not wait (`void mailStaff(…)`) loses nothing.
 * `what` names the mail in the log ("invitation e-mail").
 */
export type StaffMailer = (what: string, write: (site: string) => StaffMail) => Promise<boolean>;

/**
 * The admin area's mails to its own people (an invitation, an attack alert, a changed password),
 * over SMTP_URL from MAIL_FROM. A failed send is logged and not retried: each of these is also in
 * the audit log or on the owner's screen. Without SMTP_URL nothing is sent and the answer is false.
 */
export function createStaffMailer(options: {
  mail: Pick<Config['mail'], 'smtpUrl' | 'from'>;
  /** The company's name as published; read at each send, so a renamed company shows at once. */
  siteName: () => Promise<string>;
  log: FastifyBaseLogger;
  /** ON_SCREEN_PATIENCE_MS when someone waits for the answer, else BACKGROUND_PATIENCE_MS. */
  patienceMs: number;
}): StaffMailer {
  const { smtpUrl, from } = options.mail;
  if (!smtpUrl) return async () => false;
  const transport = createSmtpTransport(smtpUrl, options.patienceMs);
  return async (what, write) => {
    try {
      await transport.sendMail({ from, ...write(await options.siteName()) });
      return true;
    } catch (error) {
      options.log.error({ err: error }, `${what} not sent`);
      return false;
    }
  };
}
