import type { FastifyBaseLogger } from 'fastify';
import { BACKGROUND_PATIENCE_MS, createSmtpTransport } from '#server/services/mail/smtp-transport.js';

/** Who changed their password, when, and from which browser ("Chrome on Windows"). */
export type PasswordChangeNotice = {
  person: { name: string; email: string };
  at: Date;
  device: string;
};

export type PasswordChangedMailer = (notice: PasswordChangeNotice) => void;

/** '29 November 2026 at 12:32 pm': when it happened, in India, where the company's staff are. */
export function indiaTime(at: Date): string {
  return at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' });
}

/** The e-mail's subject and text: fixed words, the company's name, the time and the browser. */
export function passwordChangedMail(site: string, notice: PasswordChangeNotice) {
  return {
    subject: `Your ${site} admin password was changed`,
    text: [
      `Hello ${notice.person.name},`,
      '',
      `Your password for ${site} was changed on ${indiaTime(notice.at)} (India time) from ${notice.device}.`,
      'If this was not you, ask the owner to reset it.',
    ].join('\n'),
  };
}

/**
 * Tells a person their password was changed (issue 45), so a change they did not make does not go
 * unnoticed. Sent in the background over SMTP_URL: the change never waits for it, and a failed
 * send is logged only. Without SMTP_URL there is no e-mail; the audit log still shows the change.
 */
export function createPasswordChangedMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  siteName: () => Promise<string>;
  log: FastifyBaseLogger;
}): PasswordChangedMailer {
  const { smtpUrl } = options;
  if (!smtpUrl) return () => {};
  const transport = createSmtpTransport(smtpUrl, BACKGROUND_PATIENCE_MS);
  return (notice) => {
    void (async () => {
      const { subject, text } = passwordChangedMail(await options.siteName(), notice);
      await transport.sendMail({ from: options.from, to: notice.person.email, subject, text });
    })().catch((error: unknown) => options.log.error({ err: error }, 'password change e-mail not sent'));
  };
}
