import { describe, expect, it } from 'vitest';
import { CapacityBusyError, createWorkCapacity } from './work-capacity.js';

/** Work that runs until `finish` is called, counting how many run at once. */
function controlledWork() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  return {
    start: () => {
      running += 1;
      most = Math.max(most, running);
      return new Promise<void>((resolve) =>
        finishers.push(() => {
          running -= 1;
          resolve();
        }),
      );
    },
    finishOne: () => finishers.shift()?.(),
    most: () => most,
    started: () => finishers.length,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('work capacity', () => {
  it('runs two at once and lets the others wait their turn', async () => {
    const withSlot = createWorkCapacity({ running: 2, waiting: 8, waitMs: 10_000 });
    const work = controlledWork();
    const all = Promise.all(Array.from({ length: 5 }, () => withSlot(work.start)));
    await tick();
    expect(work.started()).toBe(2);
    for (let finished = 0; finished < 5; finished += 1) {
      work.finishOne();
      await tick();
    }
    await all;
    expect(work.most()).toBe(2);
  });

  it('refuses one waiting beyond the line at once, and one that waited too long', async () => {
    const withSlot = createWorkCapacity({ running: 1, waiting: 1, waitMs: 50 });
    const work = controlledWork();
    const running = withSlot(work.start);
    const waiting = withSlot(work.start);
    await expect(withSlot(work.start)).rejects.toBeInstanceOf(CapacityBusyError);
    await expect(waiting).rejects.toBeInstanceOf(CapacityBusyError);
    work.finishOne();
    await running;
    // The slot given back serves the next at once.
    const next = withSlot(work.start);
    await tick();
    expect(work.started()).toBe(1);
    work.finishOne();
    await next;
  });
});
