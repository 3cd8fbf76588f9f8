import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

type ConfirmationQuotaOptions = {
  max: number;
  windowSeconds: number;
  /** Where the instances share their counts; undefined counts in this process. */
  redis: Redis | undefined;
  /** Whose confirmations: each form counts its own (default: the job applications'). */
  keyPrefix?: string;
};

/**
 * How many confirmations one e-mail address may be sent: anyone can type any address into the
 * form, so without a cap the form would mail a stranger as often as it is sent (once per opening
 * a day). HR is told of every application all the same. Counted per address in lower case, at
 * most `max` in a window of `windowSeconds` that starts with the address's first confirmation.
 *
 * With several instances the counts live in Redis (`redis`), so the cap holds over all of them.
 * When Redis is away, each instance counts in its own memory until it returns (fail open, but
 * bounded): the applicant who has just applied still gets the confirmation, whose application id
 * is what they quote to HR, while a stranger's address still gets at most `max` from each instance
 * (and the database allows one application per opening a day). Failing closed would drop every
 * applicant's confirmation for as long as Redis is away, to stop a few e-mails at most.
 */
export function createConfirmationQuota(options: ConfirmationQuotaOptions) {
  const settings = {
    keyPrefix: options.keyPrefix ?? 'applicant-confirmations',
    points: options.max,
    duration: options.windowSeconds,
  };
  const inThisProcess = new RateLimiterMemory(settings);
  const limiter: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({
        ...settings,
        storeClient: options.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: inThisProcess,
      })
    : inThisProcess;

  return {
    /** True, and counted, when the address may be sent one more confirmation now. */
    async take(address: string): Promise<boolean> {
      try {
        await limiter.consume(addressKey(address));
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
  };
}

/** The address hashed, so neither Redis nor a memory dump holds applicants' e-mail addresses. */
function addressKey(address: string): string {
  return createHash('sha256').update(address.toLowerCase()).digest('hex');
}
