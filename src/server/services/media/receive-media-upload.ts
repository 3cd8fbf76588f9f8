import { createHash } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { type MediaType, mediaUploadFieldName, mediaUrl, type UploadedMedia } from '../../../shared/media.js';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { reencodeImage } from './image-encoding.js';
import { mediaKey } from './media-key.js';
import { isImageType, MEDIA_SIGNATURE_BYTES, sniffMediaType } from './media-type.js';
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
  /** It starts like an image but does not decode as one. */
  | { kind: 'undecodable' }
  | { kind: 'too-large'; media: 'image' | 'video'; maxBytes: number };

type UploadContext = { db: Kysely<Database>; fileStore: FileStore; limits: MediaLimits };

/**
 * `POST /api/media`'s work: reads the one file of a multipart body, tells its format by its bytes,
 * re-encodes an image (no metadata kept, its dimensions read) or keeps a video as it is (its
 * dimensions read from its container), and stores it under its content's SHA-256, so the same
 * file uploaded twice is stored once.
 */
export async function receiveMediaUpload(
  parts: AsyncIterable<Multipart>,
  { db, fileStore, limits }: UploadContext,
): Promise<MediaUploadOutcome> {
  let upload: ReadMedia | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === mediaUploadFieldName && upload === undefined) {
        upload = await readMediaFile(part, limits);
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

  let { content } = upload;
  let dimensions: { width: number; height: number } | undefined;
  if (isImageType(upload.type)) {
    const image = await reencodeImage(content, upload.type);
    if (!image) return { kind: 'undecodable' };
    ({ content, ...dimensions } = image);
  } else {
    dimensions = upload.type === 'video/mp4' ? mp4Dimensions(content) : webmDimensions(content);
  }
  const id = createHash('sha256').update(content).digest('hex');
  await fileStore.put(db, { key: mediaKey(id), contentType: upload.type, content });
  return {
    kind: 'stored',
    media: {
      id,
      url: mediaUrl(id),
      contentType: upload.type,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
    },
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
