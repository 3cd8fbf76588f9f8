import { describe, expect, it } from 'vitest';
import { cropAround } from './focal-crop.js';

describe('the crop around a focal point', () => {
  const wide = { width: 1200, height: 600 };
  const card = { width: 1200, height: 800 };

  it('takes the whole height of a wider image, centred on the point where the edges allow', () => {
    const image = { width: 3000, height: 1000 };
    expect(cropAround(image, wide, { x: 50, y: 50 })).toEqual({
      left: 500,
      top: 0,
      width: 2000,
      height: 1000,
    });
    expect(cropAround(image, card, { x: 10, y: 50 })).toEqual({ left: 0, top: 0, width: 1500, height: 1000 });
    expect(cropAround(image, card, { x: 100, y: 0 })).toEqual({
      left: 1500,
      top: 0,
      width: 1500,
      height: 1000,
    });
  });

  it('takes the whole width of a taller image, moving down with the point', () => {
    const image = { width: 1200, height: 1600 };
    expect(cropAround(image, wide, { x: 50, y: 0 })).toEqual({ left: 0, top: 0, width: 1200, height: 600 });
    expect(cropAround(image, wide, { x: 50, y: 75 })).toEqual({
      left: 0,
      top: 900,
      width: 1200,
      height: 600,
    });
    expect(cropAround(image, wide, { x: 50, y: 100 })).toEqual({
      left: 0,
      top: 1000,
      width: 1200,
      height: 600,
    });
  });
});
