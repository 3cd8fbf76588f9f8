// How the content names its images and videos. The files are generated (samples) or supplied
// separately and served from the site root; the content holds only their URL paths, built here.

import { isMediaId } from '#shared/media-id.js';
import type { Photo, PhotoCard, VideoSource } from './types.js';

/** The company's own logo, also the fallback when another logo fails to load. */
export const companyLogoPath = '/logos/company.svg';

/** `slug` is the lower-case, kebab-case name: 'hp', 'sample-phone-brand'. */
export function logoPath(slug: string): string {
  return `/logos/${slug}.svg`;
}

/** Turns a display name into the slug used by `logoPath`: 'Sample Partner A' -> 'sample-partner-a'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const photoDirectory = '/photos';

/** Every photo is stored in this one size and aspect (3:2), so pages can reserve its space. */
export const photoSize = { width: 1200, height: 800 } as const;

/** The widths each photo is stored at, smallest first; the largest is `photoSize.width`. */
export const photoWidths = [480, 768, 1200] as const;
export type PhotoWidth = (typeof photoWidths)[number];

/**
 * The shapes an uploaded photo is cropped to, each around its focal point (services/media): every
 * photo frame of the pages is 3:2 ('card': cards, galleries, the About photo, the home hero from
 * tablet width), except the home hero on a phone, a band about twice as wide as high ('wide').
 * `photoSize` is the card's. Generated samples come as cards only.
 */
export const photoCrops = {
  card: photoSize,
  wide: { width: 1200, height: 600 },
} as const;
export type PhotoCrop = keyof typeof photoCrops;
export const photoCropNames = Object.keys(photoCrops) as PhotoCrop[];

/** AVIF and WebP for browsers (best first); JPEG for the rest and for link previews. */
export const photoFormats = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/**
 * URL of a photo file by its id, format and width. An uploaded photo (its id a media id) is served
 * from `/media/<id>-768.webp`, whose variants the upload made (services/media); a sample from
 * `/photos/about-office-768.webp`, which the image generator (scripts/media) writes. Both come in
 * every format at every width.
 */
export function photoPath(
  id: string,
  format: PhotoFormat = 'webp',
  width: PhotoWidth = photoSize.width,
  crop: PhotoCrop = 'card',
): string {
  const directory = isMediaId(id) ? '/media' : photoDirectory;
  return `${directory}/${id}-${photoVariantName(crop, width, format)}`;
}

/** The end of a photo variant's name after its id: '768.webp' for a card, 'wide-768.webp'. */
export function photoVariantName(crop: PhotoCrop, width: PhotoWidth, format: PhotoFormat): string {
  return `${crop === 'card' ? '' : `${crop}-`}${width}.${format}`;
}

/** The `srcset` of a photo in one format and crop: each stored width with its `w` descriptor. */
export function photoSrcSet(id: string, format: PhotoFormat, crop: PhotoCrop = 'card'): string {
  return photoWidths.map((width) => `${photoPath(id, format, width, crop)} ${width}w`).join(', ');
}

/** The site's default link-preview image (Open Graph), generated with the other images. */
export const defaultShareImagePath = '/images/og-default.png';

/**
 * A photo that does not exist yet: the generator draws a placeholder from the alt text, which
 * says so. When real photos arrive, drop the prefix here and rewrite the subjects.
 */
export function samplePhoto(id: string, subject: string): Photo {
  return { id, alt: `Sample photo: ${subject}` };
}

/** Id of the n-th photo (0-based index) of a gallery: `{prefix}-01`, `{prefix}-02`, ... */
function numberedPhotoId(prefix: string, index: number): string {
  return `${prefix}-${String(index + 1).padStart(2, '0')}`;
}

/** A gallery of sample photos, numbered in subject order. */
export function numberedPhotos(prefix: string, subjects: readonly string[]): Photo[] {
  return subjects.map((subject, index) => samplePhoto(numberedPhotoId(prefix, index), subject));
}

/** A gallery of titled sample photos, numbered in card order. */
export function numberedPhotoCards(
  prefix: string,
  cards: readonly { readonly title: string; readonly subject: string }[],
): PhotoCard[] {
  return cards.map((card, index) => ({
    title: card.title,
    photo: samplePhoto(numberedPhotoId(prefix, index), card.subject),
  }));
}

/** WebM first (smaller), MP4 second (plays everywhere). */
export function videoSources(name: string): VideoSource[] {
  return [
    { src: `/media/${name}.webm`, type: 'video/webm' },
    { src: `/media/${name}.mp4`, type: 'video/mp4' },
  ];
}
