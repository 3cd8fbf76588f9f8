import nodemailer from 'nodemailer';

/** How long a mail someone waits for on screen (an invitation link) waits for the mail server. */
export const ON_SCREEN_PATIENCE_MS = 15_000;
/** How long a mail sent in the background waits before the send counts as failed (and may be retried). */
export const BACKGROUND_PATIENCE_MS = 30_000;

/**
 * The one way the server opens its mail connection (SMTP_URL). `patienceMs` bounds each wait:
 * connecting, the server's greeting and a silent connection.
 */
export function createSmtpTransport(smtpUrl: string, patienceMs: number) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: patienceMs,
    greetingTimeout: patienceMs,
    socketTimeout: patienceMs,
  });
}
