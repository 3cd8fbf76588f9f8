import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredRecords } from '../services/data-care/retention.js';

/** The first purge waits until start-up traffic has settled; then it runs once a day. */
const FIRST_PURGE_DELAY_MS = 60 * 1000;
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Purges expired visits and chats on a daily schedule inside the server, so retention holds even
 * if nobody runs `npm run data:purge`. The timers never keep the process alive and stop on close.
 */
export const retentionSchedule = fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;

    const purge = async () => {
      try {
        const result = await purgeExpiredRecords(app.database.db, {
          now: app.now(),
          retentionDays: app.config.retentionDays,
        });
        app.log.info(result, 'expired visits and chats purged');
      } catch (error) {
        // A failed purge (the database away for a moment) is retried at the next run.
        app.log.error({ err: error }, 'purging expired visits and chats failed');
      }
    };
    const schedule = (delay: number) => {
      if (closed) return;
      timer = setTimeout(() => {
        running = purge().finally(() => {
          running = undefined;
          schedule(PURGE_INTERVAL_MS);
        });
      }, delay);
      timer.unref();
    };

    app.addHook('onReady', async () => schedule(FIRST_PURGE_DELAY_MS));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'retention-schedule' },
);
