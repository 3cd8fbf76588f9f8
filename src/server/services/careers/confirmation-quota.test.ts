import { describe, expect, it } from 'vitest';
import { createConfirmationQuota } from './confirmation-quota.js';

describe('the confirmation quota', () => {
  it('allows a few confirmations per address in the window, whatever the letter case', () => {
    let time = 0;
    const quota = createConfirmationQuota({ max: 3, windowMs: 1_000, now: () => time });
    expect([1, 2, 3, 4].map(() => quota.take('Asha@Example.com'))).toEqual([true, true, true, false]);
    expect(quota.take('asha@example.com')).toBe(false);
    expect(quota.take('ravi@example.com')).toBe(true);
    time = 1_000;
    expect(quota.take('asha@example.com')).toBe(true);
  });
});
