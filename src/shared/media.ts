import { z } from 'zod';
import { hasControlCharacter } from './control-characters.js';
import { MEDIA_ID } from './media-id.js';
import { queryText } from './query-text.js';

/**
 * Uploaded media (`POST /api/media`, admin only) and where they are served (`GET /media/<name>`,
 * public, cached for good: the id is the SHA-256 of the stored original, so a URL never changes
 * content). Only these formats are accepted, recognised by their bytes, not their names.
 */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const videoTypes = ['video/mp4', 'video/webm'] as const;
export const mediaTypes = [...imageTypes, ...videoTypes] as const;
export type ImageType = (typeof imageTypes)[number];
export type VideoType = (typeof videoTypes)[number];
export type MediaType = (typeof mediaTypes)[number];

export function isImageType(type: MediaType): type is ImageType {
  return (imageTypes as readonly string[]).includes(type);
}

/** The multipart field that carries the file. */
export const mediaUploadFieldName = 'file';

export const mediaIdSchema = z.string().regex(MEDIA_ID, 'must be a media id (64 hex digits)');

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

/**
 * The point of a photo that its crops keep in view, in whole percent of its width and height from
 * the top left: `{ x: 50, y: 50 }` is the middle.
 */
export const focalPointSchema = z.object({
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(100),
});
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** The longest description of an image; a photo field's own description has the same limit. */
export const ALT_TEXT_MAX_LENGTH = 250;

/** What an upload's description is checked with (`PATCH /api/media/:id`); a photo field's own has the same rules. */
export const altTextSchema = z
  .string()
  .trim()
  .min(1, "Description of this photo is required, e.g. 'Shop front on Park Street at dusk'")
  .max(ALT_TEXT_MAX_LENGTH, `Description of this photo must be at most ${ALT_TEXT_MAX_LENGTH} characters`)
  .refine(
    (text) => !hasControlCharacter(text),
    'Description of this photo must not contain control characters',
  );

/** `PATCH /api/media/:id`: the upload's description. */
export const mediaUpdateSchema = z.object({ altText: altTextSchema });

/** `GET /api/media?search=`: uploads whose file name or description contains the words. */
export const mediaLibraryQuerySchema = z.object({ search: queryText(100).optional() });

/** A medium in the admin's media library (`GET /api/media`): the upload and where it is used. */
export const mediaLibraryItemSchema = uploadedMediaSchema.extend({
  /** The file's name as uploaded ('' for uploads made before names were kept). */
  originalName: z.string(),
  /** Describes an image to people who cannot see it; '' until written. A photo field needs it. */
  altText: z.string(),
  /** Where the photo crops are centred; null: around what draws the eye. */
  focalPoint: focalPointSchema.nullable(),
  /** Of the original as stored (the photo variants come on top). */
  byteSize: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  /** The person who uploaded it; "Owner (before accounts)" for uploads of the shared admin. */
  uploadedBy: z.string(),
  usage: z.object({
    /** The collections whose published revision refers to it. */
    publishedIn: z.array(z.object({ collection: z.string(), title: z.string() })),
    /** Whether an earlier revision of any collection refers to it (a restore would bring it back). */
    inEarlierRevision: z.boolean(),
  }),
});
export type MediaLibraryItem = z.infer<typeof mediaLibraryItemSchema>;

/** Whether removing the medium would leave a revision, published or earlier, showing a broken file. */
export function isMediaInUse(item: Pick<MediaLibraryItem, 'usage'>): boolean {
  return item.usage.publishedIn.length > 0 || item.usage.inEarlierRevision;
}
