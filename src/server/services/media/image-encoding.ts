import type { Sharp } from 'sharp';
import type { ImageType } from '../../../shared/media.js';

export type EncodedImage = { content: Buffer; width: number; height: number };

/** Each format re-encoded as itself, at a quality that keeps photos looking as uploaded. */
const encoders: Record<ImageType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 70 }),
};

/**
 * Decodes an uploaded image and encodes it again in its own format, turned upright by its EXIF
 * orientation: what is served then carries no metadata (camera, GPS position), and its
 * dimensions are the decoded ones. Undefined when the bytes do not decode as `type` (a file
 * that only starts like an image). sharp's pixel limit refuses decompression bombs.
 */
export async function reencodeImage(content: Buffer, type: ImageType): Promise<EncodedImage | undefined> {
  // Loaded on the first upload: the native library costs every start a few hundred milliseconds.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(content, { failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.mediaType !== type) return undefined;
    const { data, info } = await encoders[type](image.rotate()).toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
