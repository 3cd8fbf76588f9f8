import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

const minute = 60 * 1000;
const at = (minutes: number) => new Date(Date.UTC(2025, 2, 15, 12, 0) + minutes * minute);

describe('login throttle', () => {
  it('locks an address after 5 failures within 15 minutes, for 15 minutes', () => {
    const throttle = createLoginThrottle();
    for (let failure = 1; failure <= 4; failure++) {
      expect(throttle.recordFailure('192.0.2.1', at(failure))).toEqual({
        failures: failure,
        lockedUntil: null,
      });
    }
    expect(throttle.lockedForMs('192.0.2.1', at(4))).toBe(0);
    expect(throttle.recordFailure('192.0.2.1', at(5)).lockedUntil).toEqual(at(20));
    expect(throttle.lockedForMs('192.0.2.1', at(6))).toBe(14 * minute);
    expect(throttle.lockedForMs('192.0.2.2', at(6))).toBe(0);
    expect(throttle.lockedForMs('192.0.2.1', at(20))).toBe(0);
  });

  it('forgets failures on a right password', () => {
    const throttle = createLoginThrottle();
    for (let failure = 1; failure <= 4; failure++) throttle.recordFailure('192.0.2.1', at(failure));
    throttle.recordSuccess('192.0.2.1');
    expect(throttle.recordFailure('192.0.2.1', at(5))).toEqual({ failures: 1, lockedUntil: null });
  });

  it('remembers a bounded number of addresses, forgetting unlocked ones before locked ones', () => {
    const throttle = createLoginThrottle({ maxTrackedAddresses: 3, maxFailures: 2 });
    throttle.recordFailure('192.0.2.1', at(0));
    throttle.recordFailure('192.0.2.1', at(0));
    throttle.recordFailure('192.0.2.2', at(0));
    throttle.recordFailure('192.0.2.3', at(0));
    // Full: a new address pushes out the oldest unlocked one (.2), not the locked one (.1).
    throttle.recordFailure('192.0.2.4', at(1));
    expect(throttle.lockedForMs('192.0.2.1', at(1))).toBe(14 * minute);
    expect(throttle.recordFailure('192.0.2.3', at(1)).lockedUntil).toEqual(at(16));
    // .2 was forgotten (its failure no longer counts), which pushes out .4 in turn.
    expect(throttle.recordFailure('192.0.2.2', at(1))).toEqual({ failures: 1, lockedUntil: null });
  });
});
