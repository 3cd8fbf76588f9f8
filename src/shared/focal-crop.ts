import type { FocalPoint } from './media.js';

export type CropRegion = { left: number; top: number; width: number; height: number };

/**
 * The largest region of `shape`'s aspect inside an image, placed so the focal point is as near
 * its middle as the image's edges allow. The server cuts the photo variants with it; the admin's
 * side-by-side preview shows the same regions before they are made.
 */
export function cropAround(
  image: { width: number; height: number },
  shape: { width: number; height: number },
  focalPoint: FocalPoint,
): CropRegion {
  const aspect = shape.width / shape.height;
  const width = Math.max(1, Math.min(image.width, Math.round(image.height * aspect)));
  const height = Math.max(1, Math.min(image.height, Math.round(width / aspect)));
  const place = (focus: number, length: number, whole: number) =>
    Math.min(whole - length, Math.max(0, Math.round((focus / 100) * whole - length / 2)));
  return {
    left: place(focalPoint.x, width, image.width),
    top: place(focalPoint.y, height, image.height),
    width,
    height,
  };
}
