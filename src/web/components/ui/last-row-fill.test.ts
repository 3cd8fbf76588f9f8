import { describe, expect, it } from 'vitest';
import { lastRowFill } from './last-row-fill.js';

describe('the last item of a grid (2 columns, 4 from lg) fills its row', () => {
  it('leaves every item but the last alone', () => {
    expect(lastRowFill(0, 5)).toBe('');
    expect(lastRowFill(3, 5)).toBe('');
  });

  it.each([
    [8, ''], // full rows of 2 and of 4
    [4, ''],
    [9, 'sm:col-span-2 lg:col-span-4'], // alone in its row at both widths
    [6, 'lg:col-span-3'], // 3 rows of 2; at lg 4 + 2, the second takes the last 3 columns
    [7, 'sm:col-span-2'], // alone at sm; at lg 4 + 3, the third takes 2, the same as at sm
    [2, 'lg:col-span-3'],
  ])('with %i items the last gets "%s"', (count, classes) => {
    expect(lastRowFill(count - 1, count)).toBe(classes);
  });
});
