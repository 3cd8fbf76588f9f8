import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { formatByteSize } from '#server/routes/format-byte-size.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { type MediaUploadOutcome, receiveMediaUpload } from '#server/services/media/receive-media-upload.js';
import type { WorkSlot } from '#server/services/work-capacity.js';
import { type ApiFailure, failure, success } from '#shared/api-envelope.js';
import { uploadMediaEndpoint } from '#shared/endpoints/media.js';

/** How long a request refused by the image decoding bound is told to wait before trying again. */
export const DECODE_RETRY_AFTER_SECONDS = '30';

/** The 503 answer when every image decoding slot is taken, with what to do next. */
export function decodeBusyRefusal(whatToDo: string): [503, ApiFailure] {
  return [503, failure(`Several images are being processed. ${whatToDo}`, 'unavailable')];
}

/**
 * `POST /api/media` (admin scope): one image (JPEG, PNG, WebP, AVIF) or video (MP4, WebM) in the
 * multipart field `file`, answered `{ id, url, contentType, width, height }`.
 */
export async function mediaUploadRoute(
  fastify: FastifyInstance,
  { withDecodeSlot }: { withDecodeSlot: WorkSlot },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.media;
  await app.register(multipart, {
    // The video limit is the larger; an image's is checked while it is read.
    throwFileSizeLimit: false,
    limits: {
      fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes),
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 50,
    },
  });

  const refusal = (outcome: Exclude<MediaUploadOutcome, { kind: 'stored' }>): [number, ApiFailure] => {
    switch (outcome.kind) {
      case 'malformed':
        return [
          400,
          failure('The upload could not be read. Send one file as multipart/form-data.', 'validation_failed'),
        ];
      case 'missing':
        return [400, failure('Please choose an image or a video to upload.', 'validation_failed')];
      case 'unsupported':
        return [
          400,
          failure(
            'Only JPEG, PNG, WebP and AVIF images and MP4 and WebM videos can be uploaded.',
            'validation_failed',
          ),
        ];
      case 'undecodable':
        return [
          400,
          failure(`The ${outcome.media} could not be read. It may be damaged.`, 'validation_failed'),
        ];
      case 'busy':
        return decodeBusyRefusal('Please upload this one again in a minute.');
      case 'too-large':
        return [
          413,
          failure(
            `The ${outcome.media} is larger than ${formatByteSize(outcome.maxBytes)}.`,
            'payload_too_large',
          ),
        ];
    }
  };

  app.route({
    ...endpointRoute(app, uploadMediaEndpoint),
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        return reply
          .code(400)
          .send(failure('Please send the file as multipart/form-data', 'validation_failed'));
      }
      const outcome = await receiveMediaUpload(request.parts(), {
        db: app.database.db,
        fileStore: app.fileStore,
        limits,
        now: app.now,
        withDecodeSlot,
        uploadedBy: signedInAccount(request).name,
      });
      if (outcome.kind === 'stored') {
        request.log.info(
          { mediaId: outcome.media.id, contentType: outcome.media.contentType },
          'media stored',
        );
        await auditRequest(request, 'media-upload', `media ${outcome.media.id}`, outcome.media.contentType);
        return reply.code(201).send(success(outcome.media));
      }
      if (outcome.kind === 'malformed') request.log.info({ err: outcome.cause }, 'media upload malformed');
      const [statusCode, answer] = refusal(outcome);
      if (outcome.kind === 'busy') reply.header('retry-after', DECODE_RETRY_AFTER_SECONDS);
      return reply.code(statusCode).send(answer);
    },
  });
}
