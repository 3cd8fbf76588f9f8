import { describe, expect, it } from 'vitest';
import { counterRules, stepByOne, stepByTwentiethOfGap } from './counter-steps.js';

/** Every value a counter shows after each tick, from 0 to its target. */
function ticksTo(step: (current: number, target: number) => number, target: number): number[] {
  const values: number[] = [];
  for (let current = 0; current < target; ) {
    current = step(current, target);
    values.push(current);
  }
  return values;
}

describe('home counters', () => {
  it('count branches and years up by one per tick', () => {
    expect(ticksTo(stepByOne, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(counterRules.branches.intervalMs).toBe(200);
    expect(counterRules.years.intervalMs).toBe(100);
  });

  it('move happy clients by one twentieth of the remaining gap, rounded up, every 50 ms', () => {
    const values = ticksTo(stepByTwentiethOfGap, 5397);
    expect(values.slice(0, 3)).toEqual([270, 527, 771]); // ceil(5397/20), 270 + ceil(5127/20), ...
    expect(values.at(-1)).toBe(5397);
    expect(values.slice(-3)).toEqual([5395, 5396, 5397]); // the last steps are 1 each
    expect(counterRules.happyClients.intervalMs).toBe(50);
  });

  it('never pass the target', () => {
    expect(stepByOne(8, 8)).toBe(8);
    expect(stepByTwentiethOfGap(5397, 5397)).toBe(5397);
  });
});
