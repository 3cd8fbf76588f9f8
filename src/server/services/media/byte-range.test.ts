import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.js';

describe('parseByteRange over a file of 1000 bytes', () => {
  it.each([
    ['bytes=0-499', { start: 0, end: 499 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('reads %s', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=500-100', 'bytes=-0'])(
    'finds %s unsatisfiable',
    (header) => {
      expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
    },
  );

  it.each([undefined, '', 'bytes=-', 'items=0-10', 'bytes=0-10,20-30', 'bytes=a-b'])(
    'sends the whole file for %s',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    },
  );
});
