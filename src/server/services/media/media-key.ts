import {
  type PhotoCrop,
  type PhotoFormat,
  type PhotoWidth,
  photoCropNames,
  photoFormats,
  photoVariantName,
  photoWidths,
} from '#content/assets.js';

/**
 * Uploaded media live in the file store under `media/`: no other file can be served as media. The
 * upload as stored is `media/<id>`; an image's photo variants are `media/<id>-<width>.<format>`
 * (3:2) and `media/<id>-wide-<width>.<format>`, served at the same names under `/media/` (see
 * `photoPath`).
 */
export function mediaKey(id: string): string {
  return `media/${id}`;
}

export function photoVariantKey(id: string, crop: PhotoCrop, format: PhotoFormat, width: PhotoWidth): string {
  return `media/${id}-${photoVariantName(crop, width, format)}`;
}

/** The keys of an image's photo variants: every crop at every width in every format. */
export function photoVariantKeys(id: string): string[] {
  return photoCropNames.flatMap((crop) =>
    photoWidths.flatMap((width) => photoFormats.map((format) => photoVariantKey(id, crop, format, width))),
  );
}

/** Every key an upload may have: the file itself and, for an image, its photo variants. */
export function allMediaKeys(id: string): string[] {
  return [mediaKey(id), ...photoVariantKeys(id)];
}

/** The key of a file served at `/media/<name>`: an upload's id, or one of its photo variants. */
export function mediaFileKey(name: string): string {
  return `media/${name}`;
}
