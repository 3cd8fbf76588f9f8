import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientAddressKey } from '#server/services/network/client-address-key.js';
import {
  accountLoginFailureLimit,
  authenticatorCodeDailyLimit,
  loginFailureLimit,
  loginFailureWindowMinutes,
  loginLockoutMinutes,
} from '#shared/auth.js';

const MINUTE_SECONDS = 60;
const DAY_MINUTES = 24 * 60;

/** Sign-in cannot be judged now (Redis, where the counts are shared, is away): the caller answers 503. */
export class LoginThrottleUnavailableError extends Error {
  override name = 'LoginThrottleUnavailableError';
}

export type AttemptCheck =
  /** `attempts`: this one included, and the others of the window still counted (in flight or failed). */
  { kind: 'allowed'; attempts: number } | { kind: 'locked-out'; lockedForMs: number };

/**
 * What one throttle counts under. A client address (an IPv6 client by its /64) gets 5 failures; an
 * account (its e-mail, known or not, so the answer tells nothing) gets 10 from all addresses
 * together: guesses spread over many addresses still stop, while one address guessing at the
 * owner's e-mail is locked out well before the owner is.
 */
const scopes = {
  address: {
    keyPrefix: 'login-attempts',
    failures: loginFailureLimit,
    windowMinutes: loginFailureWindowMinutes,
    lockoutMinutes: loginLockoutMinutes,
    key: clientAddressKey,
  },
  account: {
    keyPrefix: 'login-attempts-account',
    failures: accountLoginFailureLimit,
    windowMinutes: loginFailureWindowMinutes,
    lockoutMinutes: loginLockoutMinutes,
    key: (email: string) => email,
  },
  /** Wrong authenticator-app codes of one account (by its id) in a day, wherever they come from. */
  authenticatorCodes: {
    keyPrefix: 'authenticator-codes-day',
    failures: authenticatorCodeDailyLimit,
    windowMinutes: DAY_MINUTES,
    lockoutMinutes: DAY_MINUTES,
    key: (accountId: string) => accountId,
  },
};

/**
 * Slows password guessing: every sign-in attempt from a client (an IPv6 client by its /64, as
 * the rate limits count) is counted before its password is hashed, atomically; the fifth
 * wrong password within 15 minutes locks the client out for 15 minutes, and attempts beyond the
 * allowance are refused unhashed. A right password takes back only its own count, so it never
 * clears guesses still being checked beside it.
 *
 * The counts live in Redis when the instances share one (`redis`), so five wrong passwords lock
 * a client out on every instance; otherwise in this process. When Redis is away nothing can be
 * judged, and every method throws `LoginThrottleUnavailableError` (sign-in fails closed).
 */
export function createLoginThrottle(redis: Redis | undefined, scope: keyof typeof scopes = 'address') {
  const { keyPrefix, failures, windowMinutes, lockoutMinutes, key } = scopes[scope];
  const settings = {
    keyPrefix,
    points: failures,
    duration: windowMinutes * MINUTE_SECONDS,
    // Attempts beyond the allowance (several guesses in flight at once) lock the client out too.
    blockDuration: lockoutMinutes * MINUTE_SECONDS,
  };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis, rejectIfRedisNotReady: true })
    : new RateLimiterMemory(settings);

  async function shared<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      throw new LoginThrottleUnavailableError('the login attempt counts cannot be read', { cause: error });
    }
  }

  /**
   * Gives back one attempt's count. A command that failed here may still run: a hung Redis (a
   * stopped process) runs what it was sent once it resumes. Sent on the same connection, the
   * give-back runs after it; when Redis is not ready it is sent once Redis is.
   */
  function giveBack(key: string): Promise<void> {
    if (redis && !takesCommands(redis)) {
      redis.once('ready', () => void limiter.reward(key, 1).catch(() => {}));
      return Promise.resolve();
    }
    return limiter.reward(key, 1).then(
      () => {},
      () => {},
    );
  }

  return {
    /** Counts an attempt from `subject` before its password is checked. */
    async beginAttempt(subject: string): Promise<AttemptCheck> {
      const subjectKey = key(subject);
      // A command Redis cannot take now is refused here, unsent: there is no count to give back.
      const sent = !redis || takesCommands(redis);
      try {
        const counted = await shared(() => limiter.consume(subjectKey));
        return { kind: 'allowed', attempts: counted.consumedPoints };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { kind: 'locked-out', lockedForMs: error.msBeforeNext };
        // Timed out: the attempt is not judged (sign-in answers 503), so its count must not stay.
        if (sent) void giveBack(subjectKey);
        throw error;
      }
    },

    /**
     * The attempt's password was wrong: its count stays, and when it was the allowance's last, the
     * client is locked out. Answers when the lockout ends, or null.
     */
    async recordFailure(subject: string, attempt: { attempts: number }): Promise<Date | null> {
      if (attempt.attempts < failures) return null;
      const lockout = await shared(() => limiter.block(key(subject), settings.blockDuration));
      return new Date(Date.now() + lockout.msBeforeNext);
    },

    /**
     * The attempt was right, or never checked: its own count is taken back, and only that. Never
     * fails: a right password is never refused, nor counted, because Redis hung meanwhile.
     */
    withdrawAttempt(subject: string): Promise<void> {
      return giveBack(key(subject));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Whether a command given to the connection now is written to Redis, as ioredis decides it: a
 * connection being dropped (a hung Redis found by the watchdog) still says 'ready' until it closes,
 * but refuses commands.
 */
function takesCommands(redis: Redis): boolean {
  const stream = redis.stream as (typeof redis.stream & { writableEnded?: boolean }) | undefined;
  return redis.status === 'ready' && stream !== undefined && stream.writable && !stream.writableEnded;
}
