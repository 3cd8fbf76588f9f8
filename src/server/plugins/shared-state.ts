import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Redis connection several instances share their state through (rate limits, login
     * lockout, the applicants' confirmation cap, job locks, content changes) when `REDIS_URL` is
     * set; undefined otherwise, and each of those keeps its state in this process.
     */
    redis: Redis | undefined;
  }
}

/** How long the start waits for Redis before serving without it (rate limits fail open meanwhile). */
const FIRST_CONNECT_WAIT_MS = 3000;

/**
 * The longest any Redis command may take: Redis answers in well under a millisecond, so a command
 * this slow means Redis is hung (a stopped process keeps its connections open, and would otherwise
 * hold every request that counts a rate limit).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** How often the connection is checked for a hung Redis. */
const WATCHDOG_INTERVAL_MS = 500;

/**
 * Opens the Redis connection when `REDIS_URL` is set. Commands fail at once while Redis is away
 * instead of queueing (no offline queue, one retry, a short command timeout), so a request never
 * waits for it: rate limits then let requests through and sign-in answers 503. ioredis reconnects
 * by itself, and everything heals when Redis returns.
 *
 * A hung Redis (stopped, its connections open) looks connected: a watchdog pings it, and when the
 * ping times out drops the connection. The new one waits for Redis's answer to its ready check,
 * and until then every command fails at once instead of after the timeout.
 */
export const sharedState = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.redis;
    if (!settings) {
      app.decorate('redis', undefined);
      return;
    }
    // Loaded only when configured: a single server never pays for the client.
    const { Redis } = await import('ioredis');
    const redis = new Redis(settings.url, {
      keyPrefix: settings.keyPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // A command that timed out was already answered as failed; sending it again on the next
      // connection would run it a second time (a hung Redis runs what it was sent once it resumes).
      autoResendUnfulfilledCommands: false,
      // Reconnect every half second at most, however long Redis was away.
      retryStrategy: (attempt) => Math.min(attempt * 100, 500),
    });
    let reportedAway = false;
    redis.on('error', (error) => {
      // Logged once per outage: ioredis retries every half second.
      if (reportedAway) return;
      reportedAway = true;
      app.log.error({ err: error }, 'Redis is away: rate limits let requests through, sign-in answers 503');
    });
    redis.on('ready', () => {
      if (reportedAway) app.log.info('Redis is back');
      reportedAway = false;
    });
    app.decorate('redis', redis);
    const watchdog = setInterval(() => {
      if (redis.status !== 'ready') return;
      redis.ping().catch((error: unknown) => {
        if (redis.status !== 'ready') return;
        app.log.error(
          { err: error },
          'Redis does not answer: reconnecting, and serving without it meanwhile',
        );
        redis.disconnect(true);
      });
    }, WATCHDOG_INTERVAL_MS);
    watchdog.unref();
    app.addHook('onClose', async () => {
      clearInterval(watchdog);
      redis.disconnect();
    });
    await waitUntilReady(redis, FIRST_CONNECT_WAIT_MS).catch(() =>
      app.log.warn('Redis did not answer at start; serving without it until it does'),
    );
  },
  { name: 'shared-state' },
);

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error('Redis not ready'));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}
