import { describe, expect, it } from 'vitest';
import { clockReading } from './use-clock.js';

const at = (isoTime: string) => Date.parse(`2026-11-30T${isoTime}+05:30`);

describe('the opening statuses’ clock', () => {
  it('keeps the server’s instant while the page hydrates in the minute it was rendered in', () => {
    expect(clockReading(at('10:29:05'), at('10:29:58'))).toEqual({ moveTo: undefined, nextLookInMs: 2_000 });
  });

  it('moves on at the next minute’s turn, when a status may change', () => {
    expect(clockReading(at('10:29:05'), at('10:30:00'))).toEqual({
      moveTo: new Date(at('10:30:00')),
      nextLookInMs: 60_000,
    });
  });

  it('moves at once on a page served from a cache, rendered minutes before', () => {
    const { moveTo, nextLookInMs } = clockReading(at('09:12:40'), at('10:29:30.500'));
    expect(moveTo).toEqual(new Date(at('10:29:30.500')));
    expect(nextLookInMs).toBe(29_500);
  });
});
