import type { Sharp } from 'sharp';
import {
  type PhotoCrop,
  type PhotoFormat,
  type PhotoWidth,
  photoCropNames,
  photoCrops,
  photoFormats,
  photoWidths,
} from '#content/assets.js';
import { cropAround } from '#shared/focal-crop.js';
import type { FocalPoint, ImageType } from '#shared/media.js';

/** What each photo variant is served as. */
export const photoContentTypes: Record<PhotoFormat, ImageType> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export type EncodedImage = { content: Buffer; width: number; height: number };
export type PhotoVariant = { crop: PhotoCrop; format: PhotoFormat; width: PhotoWidth; content: Buffer };

/** An upload decoded once, upright, as raw pixels: every file stored for it is encoded from these. */
export type DecodedImage = {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
};

/**
 * Larger images are refused as undecodable: 50 megapixels covers today's phone cameras, and
 * bounds the raw pixels held in memory (200 MB at four channels) while an upload is encoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** The upload kept in its own format, at a quality that keeps photos looking as uploaded. */
const originalEncoders: Record<ImageType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 70 }),
};

/**
 * The photo variants the pages ask for (PhotoImage's srcset). AVIF at effort 3, not sharp's
 * default 4: measured here on 1200×800 photos, effort 3 encoded in a quarter of the time for
 * files 5 to 10% larger; efforts 0 to 2 made files 40 to 70% larger, and 2 was no faster than 3.
 * A 12-megapixel JPEG's whole upload (decode, original, nine variants, store) took about 1 s.
 */
const variantEncoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 75 }),
  // JPEG has no transparency: a transparent PNG's background becomes white, not black.
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Loaded on the first upload: the native library costs every start a few hundred milliseconds.
 * One libvips thread per image (at most two decode at once, decode-capacity.ts) leaves a core to
 * the pages; no operation cache, as every upload is a new image and its cached tiles would stay.
 */
async function loadSharp() {
  const sharp = (await import('sharp')).default;
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
}

/**
 * Decodes an upload and turns it upright by its EXIF orientation. Undefined when the bytes do not
 * decode as `type` (a file that only starts like an image) or have too many pixels. What is
 * encoded from the result carries no metadata (camera, GPS position).
 */
export async function decodeImage(content: Buffer, type: ImageType): Promise<DecodedImage | undefined> {
  const sharp = await loadSharp();
  try {
    const image = sharp(content, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await image.metadata();
    if (metadata.mediaType !== type) return undefined;
    const { data, info } = await image.rotate().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    return undefined;
  }
}

/** The whole image again in its uploaded format: what `/media/<id>` serves (logos use it). */
export async function encodeOriginal(image: DecodedImage, type: ImageType): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const { data, info } = await originalEncoders[type](sharp(image.pixels, { raw: image.raw })).toBuffer({
    resolveWithObject: true,
  });
  return { content: data, width: info.width, height: info.height };
}

/**
 * The image as a site photo: cropped to each of the pages' shapes (3:2, and the phone hero's wide
 * band) around its focal point, or, with none chosen, around what draws the eye; then scaled to
 * every width and encoded in every format.
 */
export async function encodePhotoVariants(
  image: DecodedImage,
  focalPoint: FocalPoint | null,
): Promise<PhotoVariant[]> {
  const sharp = await loadSharp();
  const perCrop = await Promise.all(
    photoCropNames.map(async (crop) => {
      const size = photoCrops[crop];
      const source = sharp(image.pixels, { raw: image.raw });
      const framed = focalPoint
        ? source.extract(cropAround(image.raw, size, focalPoint)).resize(size.width, size.height)
        : source.resize(size.width, size.height, { fit: 'cover', position: 'attention' });
      const cropped = await framed.raw().toBuffer({ resolveWithObject: true });
      const raw = { width: cropped.info.width, height: cropped.info.height, channels: cropped.info.channels };
      const sizes = photoWidths.flatMap((width) => photoFormats.map((format) => ({ width, format })));
      return Promise.all(
        sizes.map(async ({ width, format }) => {
          const height = Math.round((width * size.height) / size.width);
          const resized = sharp(cropped.data, { raw }).resize(width, height);
          return { crop, width, format, content: await variantEncoders[format](resized).toBuffer() };
        }),
      );
    }),
  );
  return perCrop.flat();
}
