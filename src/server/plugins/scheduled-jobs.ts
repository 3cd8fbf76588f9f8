import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rollUpClosedDays } from '#server/services/analytics/analytics-rollups.js';
import { purgeExpiredEnquiries, purgeExpiredRecords } from '#server/services/data-care/retention.js';
import type { EnquiryMailer } from '#server/services/enquiries/enquiry-mailer.js';
import { remindOfOverdueEnquiries } from '#server/services/enquiries/enquiry-reminders.js';
import { closeExpiredOpenings } from '#server/services/openings/openings-service.js';
import { chooseJobLock } from '#server/services/scheduling/job-locks.js';
import {
  createJobSchedule,
  type JobSchedule,
  type JobTimers,
} from '#server/services/scheduling/job-schedule.js';
import { analyticsDay, analyticsDayStart, nextAnalyticsDay } from '#shared/analytics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every timer of the server; `jobs.run(name)` runs a job now (tests, and jobs that need another). */
    jobs: JobSchedule;
  }
}

const MINUTE_MS = 60 * 1000;
const RETENTION_PURGE_INTERVAL_MS = 24 * 60 * MINUTE_MS;
/** Start-up traffic settles before the first purge and roll-up. */
const FIRST_MAINTENANCE_DELAY_MS = MINUTE_MS;
/** Enquiries overdue by a few business hours: a quarter of an hour late is soon enough. */
const ENQUIRY_REMINDER_INTERVAL_MS = 15 * MINUTE_MS;

/**
 * A minute after an IST midnight: the day has closed, and the visits answered before midnight
 * have been committed.
 */
export function msUntilCloseOfDay(now: Date): number {
  const nextMidnight = Date.parse(analyticsDayStart(nextAnalyticsDay(analyticsDay(now))));
  return nextMidnight - now.getTime() + MINUTE_MS;
}

/**
 * The server's two background jobs, started once it is ready and stopped when it closes:
 * - 'retention-purge', a minute after start and every day: visits, page views and chats older
 *   than RETENTION_DAYS, enquiries older than ENQUIRY_RETENTION_DAYS, then a roll-up of the analytics days the purge changed;
 * - 'analytics-rollup', a minute after start and at every close of an IST day;
 * - 'openings-close', a minute after start and at every close of an IST day: openings past their
 *   "Open until" day are closed (issue 28);
 * - 'enquiry-reminders', every 15 minutes when SMTP is set: one reminder per overdue new enquiry.
 * With several servers each job runs in one of them at a time (PostgreSQL advisory lock, or
 * Redis); the database's constraints keep whatever runs twice in a row correct.
 */
export const scheduledJobs = fp(
  async (app: FastifyInstance, options: { jobTimers?: JobTimers }) => {
    const db = app.database.db;
    const schedule = createJobSchedule(
      [
        {
          name: 'retention-purge',
          firstRunAfterMs: FIRST_MAINTENANCE_DELAY_MS,
          nextRunAfterMs: () => RETENTION_PURGE_INTERVAL_MS,
          run: async () => {
            const result = await purgeExpiredRecords(db, {
              now: app.now(),
              retentionDays: app.config.retentionDays,
            });
            const { enquiries } = await purgeExpiredEnquiries(db, {
              now: app.now(),
              retentionDays: app.config.enquiryRetentionDays,
            });
            // The days it changed are counted from their rows until rolled up again: do it now.
            await schedule.run('analytics-rollup');
            return { ...result, enquiries };
          },
        },
        {
          name: 'analytics-rollup',
          firstRunAfterMs: FIRST_MAINTENANCE_DELAY_MS,
          nextRunAfterMs: msUntilCloseOfDay,
          run: async () => ({ rolledUpDays: (await rollUpClosedDays(db, app.now())).length }),
        },
        {
          name: 'openings-close',
          firstRunAfterMs: FIRST_MAINTENANCE_DELAY_MS,
          nextRunAfterMs: msUntilCloseOfDay,
          run: () => closeExpiredOpenings({ db, store: app.siteContent, now: () => app.now() }),
        },
        ...(app.enquiryMailer ? [enquiryRemindersJob(app, app.enquiryMailer)] : []),
      ],
      {
        now: () => app.now(),
        log: app.log,
        lock: chooseJobLock(app.database, app.redis),
        timers: options.jobTimers,
      },
    );
    app.decorate('jobs', schedule);
    app.addHook('onReady', async () => schedule.start());
    app.addHook('onClose', () => schedule.stop());
  },
  { name: 'scheduled-jobs', dependencies: ['shared-state', 'enquiry-mail'] },
);

function enquiryRemindersJob(app: FastifyInstance, mailer: EnquiryMailer) {
  return {
    name: 'enquiry-reminders',
    firstRunAfterMs: FIRST_MAINTENANCE_DELAY_MS,
    nextRunAfterMs: () => ENQUIRY_REMINDER_INTERVAL_MS,
    run: async () =>
      remindOfOverdueEnquiries({
        db: app.database.db,
        content: (await app.siteContent.published()).content,
        now: app.now(),
        mailer,
        siteUrl: app.config.siteUrl,
      }),
  };
}
