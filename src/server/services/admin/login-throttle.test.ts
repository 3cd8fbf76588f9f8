import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.js';

const minute = 60 * 1000;

/** An attempt judged wrong, as sign-in does: counted first, then recorded. */
async function failOnce(throttle: LoginThrottle, address: string) {
  const check = await throttle.beginAttempt(address);
  if (check.kind !== 'allowed') return check;
  return { kind: 'failed' as const, lockedUntil: await throttle.recordFailure(address, check) };
}

describe('login throttle (in memory)', () => {
  let throttle: LoginThrottle;
  beforeEach(() => {
    vi.useFakeTimers({
      now: new Date('2025-03-15T12:00:00Z'),
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
    });
    throttle = createLoginThrottle(undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('locks a client out for 15 minutes at its fifth wrong password within 15 minutes', async () => {
    for (let failure = 1; failure <= 4; failure++) {
      expect(await failOnce(throttle, '192.0.2.1')).toEqual({ kind: 'failed', lockedUntil: null });
      vi.advanceTimersByTime(minute);
    }
    const fifth = await failOnce(throttle, '192.0.2.1');
    expect(fifth).toEqual({ kind: 'failed', lockedUntil: new Date(Date.now() + 15 * minute) });

    vi.advanceTimersByTime(minute);
    expect(await throttle.beginAttempt('192.0.2.1')).toEqual({
      kind: 'locked-out',
      lockedForMs: 14 * minute,
    });
    expect((await throttle.beginAttempt('192.0.2.2')).kind).toBe('allowed');

    vi.advanceTimersByTime(14 * minute);
    expect(await throttle.beginAttempt('192.0.2.1')).toEqual({ kind: 'allowed', attempts: 1 });
  });

  it('counts only the attempts of the last 15 minutes', async () => {
    for (let failure = 1; failure <= 4; failure++) await failOnce(throttle, '192.0.2.1');
    vi.advanceTimersByTime(16 * minute);
    expect(await failOnce(throttle, '192.0.2.1')).toEqual({ kind: 'failed', lockedUntil: null });
  });

  it('counts every attempt before it is judged, so parallel guesses cannot pass together', async () => {
    const checks = await Promise.all(Array.from({ length: 8 }, () => throttle.beginAttempt('192.0.2.1')));
    expect(checks.filter((check) => check.kind === 'allowed')).toHaveLength(5);
    expect(checks.filter((check) => check.kind === 'locked-out')).toHaveLength(3);
  });

  it('lets a right password take back only its own count, not the failures beside it', async () => {
    const guesses = await Promise.all(Array.from({ length: 4 }, () => throttle.beginAttempt('192.0.2.1')));
    const right = await throttle.beginAttempt('192.0.2.1');
    expect(right).toEqual({ kind: 'allowed', attempts: 5 });
    await throttle.withdrawAttempt('192.0.2.1');
    for (const guess of guesses)
      if (guess.kind === 'allowed') await throttle.recordFailure('192.0.2.1', guess);
    // The four wrong guesses still count: one more wrong password locks the client out.
    const next = await failOnce(throttle, '192.0.2.1');
    expect(next).toMatchObject({ kind: 'failed', lockedUntil: expect.any(Date) });
    expect((await throttle.beginAttempt('192.0.2.1')).kind).toBe('locked-out');
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let failure = 1; failure <= 5; failure++) await failOnce(throttle, `2001:db8:7:7::${failure}`);
    expect((await throttle.beginAttempt('2001:db8:7:7:ffff::9')).kind).toBe('locked-out');
    expect((await throttle.beginAttempt('2001:db8:7:8::1')).kind).toBe('allowed');
  });
});
