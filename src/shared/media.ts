import { z } from 'zod';

/**
 * Uploaded media (`POST /api/media`, admin only) and where they are served (`GET /media/:id`,
 * public, cached for good: the id is the SHA-256 of the stored bytes, so a URL never changes
 * content). Only these formats are accepted, recognised by their bytes, not their names.
 */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const videoTypes = ['video/mp4', 'video/webm'] as const;
export const mediaTypes = [...imageTypes, ...videoTypes] as const;
export type ImageType = (typeof imageTypes)[number];
export type VideoType = (typeof videoTypes)[number];
export type MediaType = (typeof mediaTypes)[number];

/** The multipart field that carries the file. */
export const mediaUploadFieldName = 'file';

export const mediaIdSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a media id (64 hex digits)');

export function mediaUrl(id: string): string {
  return `/media/${id}`;
}

/** The answer's `data` to an upload. */
export const uploadedMediaSchema = z.object({
  id: mediaIdSchema,
  /** Where the file is served: `/media/<id>`. */
  url: z.string(),
  contentType: z.enum(mediaTypes),
  /** In pixels, as displayed (an image's EXIF orientation applied); null for a video whose file does not say. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
