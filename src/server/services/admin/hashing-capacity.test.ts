import { describe, expect, it } from 'vitest';
import { createHashingCapacity, HashingBusyError } from './hashing-capacity.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('hashing capacity', () => {
  it('runs at most `running` at once, queues `waiting`, and refuses beyond that at once', async () => {
    const withSlot = createHashingCapacity({ running: 2, waiting: 1 });
    const gates = [deferred(), deferred(), deferred()];
    let concurrent = 0;
    let highest = 0;
    const started: number[] = [];
    const task = (index: number) =>
      withSlot(async () => {
        started.push(index);
        concurrent++;
        highest = Math.max(highest, concurrent);
        await gates[index]?.promise;
        concurrent--;
        return index;
      });

    const first = task(0);
    const second = task(1);
    const third = task(2);
    await expect(task(3)).rejects.toBeInstanceOf(HashingBusyError);
    expect(started).toEqual([0, 1]);

    gates[0]?.resolve();
    expect(await first).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all([second, third])).toEqual([1, 2]);
    expect(highest).toBe(2);

    // All slots free again: a new burst is taken as before.
    expect(await withSlot(async () => 'again')).toBe('again');
  });

  it('frees the slot when the work fails', async () => {
    const withSlot = createHashingCapacity({ running: 1, waiting: 0 });
    await expect(withSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withSlot(async () => 'next')).toBe('next');
  });
});
