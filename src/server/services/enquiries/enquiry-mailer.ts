import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createConfirmationQuota } from '#server/services/careers/confirmation-quota.js';
import { BACKGROUND_PATIENCE_MS, createSmtpTransport } from '#server/services/mail/smtp-transport.js';
import type { EnquiryEmail } from './enquiry-emails.js';

/** Confirmations one address may receive in a day: a visitor sends an enquiry or two. */
const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

export type EnquiryMailer = {
  /** Sends in the background; a failure is logged and never fails the visitor's request. */
  send(email: EnquiryEmail, kind: string, reference: string): void;
  /** Sends a visitor's confirmation unless the address has had its share for the day. */
  confirm(email: EnquiryEmail, reference: string): void;
  /** Sends now and tells whether it went (the reminder job marks only what went). */
  sendNow(email: EnquiryEmail, kind: string, reference: string): Promise<boolean>;
  idle(): Promise<void>;
  close(): Promise<void>;
};

type EnquiryMailerOptions = {
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  redis: Redis | undefined;
};

/** E-mail about enquiries over SMTP: only made when SMTP_URL is set. */
export function createEnquiryMailer(options: EnquiryMailerOptions): EnquiryMailer {
  const { log } = options;
  const transport = createSmtpTransport(options.smtpUrl, BACKGROUND_PATIENCE_MS);
  const confirmations = createConfirmationQuota({
    max: CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    windowSeconds: 24 * 60 * 60,
    redis: options.redis,
    keyPrefix: 'enquiry-confirmations',
  });
  const inFlight = new Set<Promise<unknown>>();
  const track = (task: Promise<unknown>) => {
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  };

  async function sendNow(email: EnquiryEmail, kind: string, reference: string): Promise<boolean> {
    try {
      await transport.sendMail({ from: options.from, ...email });
      log.info({ reference, kind }, 'enquiry e-mail sent');
      return true;
    } catch (error) {
      log.error({ err: error, reference, kind }, 'enquiry e-mail not sent');
      return false;
    }
  }

  return {
    send: (email, kind, reference) => track(sendNow(email, kind, reference)),
    confirm(email, reference) {
      track(
        confirmations.take(email.to).then((allowed) => {
          if (allowed) return sendNow(email, 'visitor-confirmation', reference);
          log.warn({ reference }, 'enquiry confirmation not sent: address over its daily cap');
          return false;
        }),
      );
    },
    sendNow,
    async idle() {
      await Promise.all(inFlight);
    },
    async close() {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}
