import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { withAdvisoryLock } from '#server/db/advisory-locks.js';
import type { DatabaseKind } from '#server/db/dialect.js';
import type { Database } from '#server/db/schema.js';

/**
 * Lets one server at a time run a named job: runs `work` and answers true, or answers false at
 * once when another server is running the same job.
 */
export type JobLock = (name: string, work: () => Promise<void>) => Promise<boolean>;

/**
 * The lock every instance of this deployment shares: PostgreSQL's advisory lock when the data is
 * there (no expiry to outlast), else a Redis lock when instances share Redis; a single server on
 * SQLite needs none.
 */
export function chooseJobLock(
  database: { db: Kysely<Database>; kind: DatabaseKind },
  redis: Redis | undefined,
) {
  if (database.kind === 'postgres') return postgresJobLock(database.db);
  if (redis) return redisJobLock(redis);
  return undefined;
}

function postgresJobLock(db: Kysely<Database>): JobLock {
  return (name, work) => withAdvisoryLock(db, `job:${name}`, work);
}

/** Long enough for any job; renewed while the job runs, so a long roll-up keeps it. */
const REDIS_LOCK_MS = 60_000;

/** Deletes or extends the lock only while it is still this server's (its random token). */
const releaseIfOwned = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const extendIfOwned = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

/**
 * Redis's single-instance lock: SET NX with an expiry and a random token, renewed while the job
 * runs and released only by its owner. When the server dies its lock expires within a minute.
 */
function redisJobLock(redis: Redis): JobLock {
  return async (name, work) => {
    const key = `job-lock:${name}`;
    const token = randomBytes(16).toString('hex');
    if ((await redis.set(key, token, 'PX', REDIS_LOCK_MS, 'NX')) !== 'OK') return false;
    const renewal = setInterval(() => {
      redis.eval(extendIfOwned, 1, key, token, REDIS_LOCK_MS).catch(() => {});
    }, REDIS_LOCK_MS / 3);
    renewal.unref();
    try {
      await work();
    } finally {
      clearInterval(renewal);
      await redis.eval(releaseIfOwned, 1, key, token).catch(() => {});
    }
    return true;
  };
}
