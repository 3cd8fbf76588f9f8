import { loginFailureLimit, loginFailureWindowMinutes, loginLockoutMinutes } from '../../../shared/auth.js';

const minuteMs = 60 * 1000;

type LoginThrottleOptions = {
  maxFailures: number;
  windowMs: number;
  lockoutMs: number;
  /** Addresses remembered at most; beyond it the stalest are forgotten, so a flood cannot fill memory. */
  maxTrackedAddresses: number;
};

const defaultOptions: LoginThrottleOptions = {
  maxFailures: loginFailureLimit,
  windowMs: loginFailureWindowMinutes * minuteMs,
  lockoutMs: loginLockoutMinutes * minuteMs,
  maxTrackedAddresses: 10_000,
};

type AddressRecord = { failureTimes: number[]; lockedUntil: number };

type FailureOutcome = { failures: number; lockedUntil: Date | null };

/**
 * Slows password guessing: after `maxFailures` wrong passwords within `windowMs` from one IP
 * address, that address is refused for `lockoutMs`. Kept in this process's memory (one server);
 * the caller passes the time, so tests drive it with the app's clock.
 */
export function createLoginThrottle(overrides: Partial<LoginThrottleOptions> = {}) {
  const options = { ...defaultOptions, ...overrides };
  const records = new Map<string, AddressRecord>();

  /** Forgets addresses that no longer matter, then unlocked ones, and locked ones only as a last resort. */
  function makeRoom(now: number) {
    for (const [address, record] of records) {
      const recent = record.failureTimes.some((time) => time > now - options.windowMs);
      if (!recent && record.lockedUntil <= now) records.delete(address);
    }
    // A Map iterates in insertion order: the longest-known addresses go first.
    for (const [address, record] of records) {
      if (records.size < options.maxTrackedAddresses) return;
      if (record.lockedUntil <= now) records.delete(address);
    }
    for (const address of records.keys()) {
      if (records.size < options.maxTrackedAddresses) return;
      records.delete(address);
    }
  }

  return {
    /** Milliseconds this address is still locked out for; 0 when it may try. */
    lockedForMs(address: string, now: Date): number {
      const lockedUntil = records.get(address)?.lockedUntil ?? 0;
      return Math.max(0, lockedUntil - now.getTime());
    },

    recordFailure(address: string, now: Date): FailureOutcome {
      const time = now.getTime();
      let record = records.get(address);
      if (!record) {
        if (records.size >= options.maxTrackedAddresses) makeRoom(time);
        record = { failureTimes: [], lockedUntil: 0 };
        records.set(address, record);
      }
      record.failureTimes = record.failureTimes.filter((failure) => failure > time - options.windowMs);
      record.failureTimes.push(time);
      const failures = record.failureTimes.length;
      if (failures < options.maxFailures) return { failures, lockedUntil: null };
      record.lockedUntil = time + options.lockoutMs;
      record.failureTimes = [];
      return { failures, lockedUntil: new Date(record.lockedUntil) };
    },

    /** A right password clears the address's failures. */
    recordSuccess(address: string): void {
      records.delete(address);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
