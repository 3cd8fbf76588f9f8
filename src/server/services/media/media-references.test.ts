import { describe, expect, it } from 'vitest';
import { mediaReferencesIn } from './media-references.js';

const photoId = 'a'.repeat(64);
const videoId = 'b'.repeat(64);

describe('mediaReferencesIn', () => {
  it('finds uploads by photo id and by /media address, with their paths', () => {
    const document = {
      about: { photo: { id: photoId, alt: 'The office' } },
      videos: [
        { sources: [{ src: `/media/${videoId}`, type: 'video/mp4' }], poster: { id: 'sample-poster' } },
      ],
      logo: '/logos/hp.svg',
      clip: '/media/discover-in-action.webm',
    };
    expect(mediaReferencesIn(document)).toEqual([
      { path: 'about.photo.id', id: photoId },
      { path: 'videos.0.sources.0.src', id: videoId },
    ]);
  });
});
