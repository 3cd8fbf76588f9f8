import { createHash } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { findMedia, findMediaByUpload, insertMedia, type MediaRow } from '#server/db/media-repository.js';
import type { Database } from '#server/db/schema.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import { CapacityBusyError, type WorkSlot } from '#server/services/work-capacity.js';
import { isImageType, type MediaType, mediaUploadFieldName, type UploadedMedia } from '#shared/media.js';
import { mediaUrl } from '#shared/media-id.js';
import {
  decodeImage,
  encodeOriginal,
  encodePhotoVariants,
  type PhotoVariant,
  photoContentTypes,
} from './image-encoding.js';
import { mediaKey, photoVariantKey } from './media-key.js';
import { uploadedMediaOf } from './media-library.js';
import { MEDIA_SIGNATURE_BYTES, sniffMediaType } from './media-type.js';
import { isWholeVideoContainer } from './video-container.js';
import { mp4Dimensions, webmDimensions } from './video-dimensions.js';

export type MediaLimits = { imageMaxBytes: number; videoMaxBytes: number };

export type MediaUploadOutcome =
  | { kind: 'stored'; media: UploadedMedia }
  /** The body is not well-formed multipart data. */
  | { kind: 'malformed'; cause: unknown }
  /** No file in the `file` field. */
  | { kind: 'missing' }
  /** Not one of the accepted formats, by its bytes. */
  | { kind: 'unsupported' }
  /** It starts like an image but does not decode as one, or like a video but is not one to its end. */
  | { kind: 'undecodable'; media: 'image' | 'video' }
  | { kind: 'too-large'; media: 'image' | 'video'; maxBytes: number }
  /** Too many images are being decoded: try again in a moment. */
  | { kind: 'busy' };

type UploadContext = {
  db: Kysely<Database>;
  fileStore: FileStore;
  limits: MediaLimits;
  now: () => Date;
  /** Where an image is decoded and encoded: a few at a time (decode-capacity.ts). */
  withDecodeSlot: WorkSlot;
  /** The name of the person uploading, which the library shows. */
  uploadedBy: string;
};

/** The longest file name kept; longer ones keep their start and their extension. */
const ORIGINAL_NAME_MAX_LENGTH = 200;

/**
 * The name the browser sent with the file, as the library shows it: without folders (some
 * browsers send a path) or control characters, and at most ORIGINAL_NAME_MAX_LENGTH characters.
 */
export function originalFileName(sent: string | undefined): string {
  const name =
    (sent ?? '')
      .split(/[\\/]/)
      .pop()
      ?.replace(/\p{Cc}/gu, '')
      .trim() ?? '';
  if (name.length <= ORIGINAL_NAME_MAX_LENGTH) return name;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(name)?.[0] ?? '';
  return name.slice(0, ORIGINAL_NAME_MAX_LENGTH - extension.length) + extension;
}

/**
 * `POST /api/media`'s work: reads the one file of a multipart body, tells its format by its bytes,
 * decodes an image once and encodes it again (in its own format, and as the site's 3:2 photo in
 * every format and width; no metadata kept) or keeps a video as it is (its dimensions read from
 * its container), and stores it under its content's SHA-256, so the same file uploaded twice is
 * stored once.
 */
export async function receiveMediaUpload(
  parts: AsyncIterable<Multipart>,
  context: UploadContext,
): Promise<MediaUploadOutcome> {
  const { limits } = context;
  let upload: ReadMedia | undefined;
  let originalName = '';
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === mediaUploadFieldName && upload === undefined) {
        upload = await readMediaFile(part, limits);
        originalName = originalFileName(part.filename);
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
  } catch (error) {
    // The parser's limits on parts and files also throw: more than one file is malformed here.
    return { kind: 'malformed', cause: error };
  }
  if (!upload || upload.kind === 'empty') return { kind: 'missing' };
  if (upload.kind !== 'read') return upload;

  if (!isImageType(upload.type)) {
    if (!isWholeVideoContainer(upload.content, upload.type)) return { kind: 'undecodable', media: 'video' };
    const dimensions =
      upload.type === 'video/mp4' ? mp4Dimensions(upload.content) : webmDimensions(upload.content);
    return storeUpload(context, { type: upload.type, content: upload.content, originalName, ...dimensions });
  }
  // The same file again is answered from the library: decoding it would make the same files.
  const uploadSha256 = createHash('sha256').update(upload.content).digest('hex');
  const earlier = await findMediaByUpload(context.db, uploadSha256);
  if (earlier) return { kind: 'stored', media: uploadedMediaOf(earlier) };
  const { type, content } = upload;
  try {
    return await context.withDecodeSlot(async () => {
      const image = await decodeImage(content, type);
      if (!image) return { kind: 'undecodable', media: 'image' };
      const original = await encodeOriginal(image, type);
      return storeUpload(context, { type, ...original, uploadSha256, originalName }, () =>
        encodePhotoVariants(image, null),
      );
    });
  } catch (error) {
    if (error instanceof CapacityBusyError) return { kind: 'busy' };
    throw error;
  }
}

type UploadToStore = {
  type: MediaType;
  content: Buffer;
  width?: number;
  height?: number;
  uploadSha256?: string;
  originalName: string;
};

/**
 * Stores an upload under its content's SHA-256, with its photo variants when it has them, all in
 * one transaction with its media library row. An upload already stored is answered as it is: its
 * variants, made the first time, are not made again.
 */
async function storeUpload(
  { db, fileStore, now, uploadedBy }: UploadContext,
  { type, content, width, height, uploadSha256, originalName }: UploadToStore,
  encodeVariants?: () => Promise<PhotoVariant[]>,
): Promise<MediaUploadOutcome> {
  const id = createHash('sha256').update(content).digest('hex');
  const media: UploadedMedia = {
    id,
    url: mediaUrl(id),
    contentType: type,
    width: width ?? null,
    height: height ?? null,
  };
  if (await findMedia(db, id)) return { kind: 'stored', media };
  const variants = (await encodeVariants?.()) ?? [];
  await db.transaction().execute(async (trx) => {
    const row = toMediaRow(media, content.length, now(), uploadSha256, uploadedBy, originalName);
    if (!(await insertMedia(trx, row))) return;
    await fileStore.put(trx, { key: mediaKey(id), contentType: type, content });
    for (const variant of variants) {
      await fileStore.put(trx, {
        key: photoVariantKey(id, variant.crop, variant.format, variant.width),
        contentType: photoContentTypes[variant.format],
        content: variant.content,
      });
    }
  });
  return { kind: 'stored', media };
}

function toMediaRow(
  media: UploadedMedia,
  size: number,
  uploadedAt: Date,
  uploadSha256: string | undefined,
  uploadedBy: string,
  originalName: string,
): MediaRow {
  return {
    id: media.id,
    content_type: media.contentType,
    width: media.width,
    height: media.height,
    size,
    created_at: uploadedAt.toISOString(),
    upload_sha256: uploadSha256 ?? null,
    uploaded_by: uploadedBy,
    original_name: originalName,
    alt_text: '',
    focal_x: null,
    focal_y: null,
  };
}

type ReadMedia =
  | { kind: 'read'; type: MediaType; content: Buffer }
  | { kind: 'empty' }
  | Extract<MediaUploadOutcome, { kind: 'unsupported' | 'too-large' }>;

/**
 * Reads a file part to its end (so the request completes), keeping its bytes only while they are
 * an accepted format within its limit.
 */
async function readMediaFile(part: MultipartFile, limits: MediaLimits): Promise<ReadMedia> {
  const kept: Buffer[] = [];
  let size = 0;
  let type: MediaType | undefined;
  let refusal: ReadMedia | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (refusal) continue;
    kept.push(chunk);
    if (type === undefined && size >= MEDIA_SIGNATURE_BYTES) {
      type = sniffMediaType(Buffer.concat(kept));
      if (!type) refusal = { kind: 'unsupported' };
    }
    if (type && isImageType(type) && size > limits.imageMaxBytes) refusal = imageTooLarge(limits);
    if (refusal) kept.length = 0;
  }
  if (refusal) return refusal;
  // The parser stops at the video limit, the larger one, and marks the file truncated.
  if (part.file.truncated) return videoTooLarge(limits);
  if (size === 0) return { kind: 'empty' };
  const content = Buffer.concat(kept);
  type ??= sniffMediaType(content);
  return type ? { kind: 'read', type, content } : { kind: 'unsupported' };
}

function imageTooLarge(limits: MediaLimits) {
  return { kind: 'too-large', media: 'image', maxBytes: limits.imageMaxBytes } as const;
}

function videoTooLarge(limits: MediaLimits) {
  return { kind: 'too-large', media: 'video', maxBytes: limits.videoMaxBytes } as const;
}
