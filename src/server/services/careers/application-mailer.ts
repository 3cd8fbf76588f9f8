import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { BACKGROUND_PATIENCE_MS, createSmtpTransport } from '#server/services/mail/smtp-transport.js';
import {
  type ApplicationEmail,
  applicantConfirmation,
  type ConfirmationWording,
  hrNotification,
} from './application-emails.js';
import { createConfirmationQuota } from './confirmation-quota.js';
import type { StoredApplication } from './submit-application.js';

/** Waits between attempts: a mail server that is briefly away gets about a minute and a half. */
const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 60_000] as const;

/** Confirmations one address may receive in a day (an applicant applies to a few openings at most). */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

type ApplicationMailerOptions = {
  smtpUrl: string;
  from: string;
  hrEmail: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  /** Where the instances share the confirmation counts; undefined counts in this process. */
  redis: Redis | undefined;
  retryDelaysMs?: readonly number[];
};

export type ApplicationMailer = {
  /**
   * Sends HR's notification (in English) and the applicant's confirmation (worded by `wording`,
   * in the application's language) in the background; returns at once.
   */
  notify(application: StoredApplication, wording: ConfirmationWording): void;
  /** Resolves when every notification under way has been sent or given up. */
  idle(): Promise<void>;
  /** Stops retrying, waits for sends under way, and closes the connection. */
  close(): Promise<void>;
};

/**
 * E-mail about new applications over SMTP. It runs only after the application is stored, and
 * a failure is logged and retried: it never loses an application nor fails the applicant's request.
 */
export function createApplicationMailer(options: ApplicationMailerOptions): ApplicationMailer {
  const { log, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS } = options;
  const transport = createSmtpTransport(options.smtpUrl, BACKGROUND_PATIENCE_MS);
  const inFlight = new Set<Promise<void>>();
  const confirmations = createConfirmationQuota({
    max: CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    windowSeconds: 24 * 60 * 60,
    redis: options.redis,
  });
  const stopWaiting = new AbortController();
  const settings = { hrEmail: options.hrEmail, siteUrl: options.siteUrl };

  async function deliver(email: ApplicationEmail, applicationId: number, kind: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await transport.sendMail({ from: options.from, ...email });
        log.info({ applicationId, kind }, 'application e-mail sent');
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || stopWaiting.signal.aborted) {
          log.error(
            { err: error, applicationId, kind, attempts: attempt + 1 },
            'application e-mail not sent',
          );
          return;
        }
        log.warn(
          { err: error, applicationId, kind, attempt: attempt + 1 },
          'application e-mail failed; retrying',
        );
        await sleep(delay, stopWaiting.signal);
      }
    }
  }

  /** Sends the applicant's confirmation, unless the address has had its share for the day. */
  async function confirmApplicant(
    application: StoredApplication,
    wording: ConfirmationWording,
  ): Promise<void> {
    if (!(await confirmations.take(application.email))) {
      log.warn(
        { applicationId: application.id },
        'applicant confirmation not sent: address over its daily cap',
      );
      return;
    }
    await deliver(
      applicantConfirmation(application, settings, wording),
      application.id,
      'applicant-confirmation',
    );
  }

  function track(task: Promise<void>) {
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  }

  return {
    notify(application, wording) {
      track(deliver(hrNotification(application, settings), application.id, 'hr-notification'));
      track(confirmApplicant(application, wording));
    },
    async idle() {
      await Promise.all(inFlight);
    },
    async close() {
      stopWaiting.abort();
      await Promise.all(inFlight);
      transport.close();
    },
  };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
