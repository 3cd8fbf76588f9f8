import { describe, expect, it } from 'vitest';
import { batchedWrites, storedByEventId } from './batched-writes.js';

describe('batched writes', () => {
  it('writes rows that arrive together in one batch and answers each caller', async () => {
    const batches: number[][] = [];
    const write = batchedWrites(async (rows: number[]) => {
      batches.push(rows);
      return rows.map((row) => row % 2 === 0);
    });
    const answers = await Promise.all([1, 2, 3, 4].map(write));
    expect(batches).toEqual([[1, 2, 3, 4]]);
    expect(answers).toEqual([false, true, false, true]);
  });

  it('splits a large batch and rejects only the callers of a failed chunk', async () => {
    const write = batchedWrites(async (rows: number[]) => {
      if (rows.includes(3)) throw new Error('database away');
      return rows.map(() => true);
    }, 2);
    const answers = await Promise.allSettled([1, 2, 3, 4].map(write));
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
  });

  it('counts a repeated event id in one batch as stored once', () => {
    expect(storedByEventId(['a', null, 'a', 'b'], ['a', null, 'b'])).toEqual([true, true, false, true]);
    expect(storedByEventId(['a'], [])).toEqual([false]);
  });
});
