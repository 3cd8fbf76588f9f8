import { describe, expect, it } from 'vitest';
import { cardCropOf } from './read-media.js';

const id = 'a'.repeat(64);

describe('cardCropOf', () => {
  it("names the 3:2 card crop that stands in for an older upload's missing wide crop", () => {
    expect(cardCropOf(`${id}-wide-480.webp`)).toBe(`${id}-480.webp`);
  });

  it('leaves a card crop and an upload as they are', () => {
    expect(cardCropOf(`${id}-480.webp`)).toBe(`${id}-480.webp`);
    expect(cardCropOf(id)).toBe(id);
  });
});
