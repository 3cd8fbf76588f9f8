import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfirmationQuota } from './confirmation-quota.js';

/** Takes a confirmation for `address` `times` times, one after another, and gives each answer. */
async function takeTimes(quota: ReturnType<typeof createConfirmationQuota>, address: string, times: number) {
  const taken: boolean[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) taken.push(await quota.take(address));
  return taken;
}

describe('the confirmation quota', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows a few confirmations per address in the window, whatever the letter case', async () => {
    vi.useFakeTimers();
    const quota = createConfirmationQuota({ max: 3, windowSeconds: 1, redis: undefined });
    expect(await takeTimes(quota, 'Asha@Example.com', 4)).toEqual([true, true, true, false]);
    expect(await quota.take('asha@example.com')).toBe(false);
    expect(await quota.take('ravi@example.com')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await quota.take('asha@example.com')).toBe(true);
  });

  it('counts in this process, with the same cap, while Redis is away', async () => {
    // Never connected, and no offline queue: every command fails at once, as during an outage.
    const away = new Redis({ lazyConnect: true, enableOfflineQueue: false });
    try {
      const quota = createConfirmationQuota({ max: 3, windowSeconds: 60, redis: away });
      expect(await takeTimes(quota, 'asha@example.com', 4)).toEqual([true, true, true, false]);
    } finally {
      away.disconnect();
    }
  });
});
