// How each home counter counts up (spec section 4 "States and transitions › Home counters").

import type { AnimatedStatisticKey } from './about-statistics.js';

type CounterRule = {
  intervalMs: number;
  /** The value after one tick, never past the target. */
  step: (current: number, target: number) => number;
};

export function stepByOne(current: number, target: number): number {
  return Math.min(current + 1, target);
}

/** One twentieth of the remaining gap, rounded up: fast at first, slowing down near the target. */
export function stepByTwentiethOfGap(current: number, target: number): number {
  return Math.min(current + Math.ceil((target - current) / 20), target);
}

export const counterRules: Record<AnimatedStatisticKey, CounterRule> = {
  branches: { intervalMs: 200, step: stepByOne },
  happyClients: { intervalMs: 50, step: stepByTwentiethOfGap },
  years: { intervalMs: 100, step: stepByOne },
};
