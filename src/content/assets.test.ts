import { describe, expect, it } from 'vitest';
import { photoPath, photoSrcSet } from './assets.js';

const uploadedId = 'ab'.repeat(32);

describe('photoPath and photoSrcSet', () => {
  it('put an uploaded photo (a media id) under /media, where the upload stored its variants', () => {
    expect(photoPath(uploadedId, 'avif', 480)).toBe(`/media/${uploadedId}-480.avif`);
    expect(photoPath(uploadedId)).toBe(`/media/${uploadedId}-1200.webp`);
    expect(photoSrcSet(uploadedId, 'jpg')).toBe(
      `/media/${uploadedId}-480.jpg 480w, /media/${uploadedId}-768.jpg 768w, /media/${uploadedId}-1200.jpg 1200w`,
    );
  });

  it('put a generated sample (a name) under /photos', () => {
    expect(photoPath('about-office', 'jpg', 768)).toBe('/photos/about-office-768.jpg');
    expect(photoSrcSet('about-office', 'webp')).toBe(
      '/photos/about-office-480.webp 480w, /photos/about-office-768.webp 768w, /photos/about-office-1200.webp 1200w',
    );
    // A name of hex digits that is not a whole media id stays a sample.
    expect(photoPath('ab'.repeat(31))).toBe(`/photos/${'ab'.repeat(31)}-1200.webp`);
  });
});
