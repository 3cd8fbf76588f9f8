import { type PhotoFormat, type PhotoWidth, photoFormats, photoWidths } from '#content/assets.js';

/**
 * Uploaded media live in the file store under `media/`: no other file can be served as media. The
 * upload as stored is `media/<id>`; an image's photo variants are `media/<id>-<width>.<format>`,
 * served at the same names under `/media/` (see `photoPath`).
 */
export function mediaKey(id: string): string {
  return `media/${id}`;
}

export function photoVariantKey(id: string, format: PhotoFormat, width: PhotoWidth): string {
  return `media/${id}-${width}.${format}`;
}

/** Every key an upload may have: the file itself and, for an image, its photo variants. */
export function allMediaKeys(id: string): string[] {
  return [
    mediaKey(id),
    ...photoWidths.flatMap((width) => photoFormats.map((format) => photoVariantKey(id, format, width))),
  ];
}

/** The key of a file served at `/media/<name>`: an upload's id, or one of its photo variants. */
export function mediaFileKey(name: string): string {
  return `media/${name}`;
}
