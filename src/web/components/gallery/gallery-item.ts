import type { Photo } from '#content/index.js';

/** One photo of a gallery, with the title shown under it when it has one. */
export type GalleryItem = {
  readonly photo: Photo;
  readonly title?: string;
};
