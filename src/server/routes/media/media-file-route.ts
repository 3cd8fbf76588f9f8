import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoCropNames, photoFormats, photoWidths } from '#content/assets.js';
import { responseSchemas, streamedFile } from '#server/routes/response-schemas.js';
import { readMedia } from '#server/services/media/read-media.js';
import { failure } from '#shared/api-envelope.js';
import { mediaTypes } from '#shared/media.js';

/** Per client IP: a page shows a few dozen images, and a browser then keeps them for good. */
const mediaRateLimit = { max: 600, timeWindow: '1 minute' };

/** The crops other than the card, which is named by width alone. */
const namedCrops = photoCropNames.filter((crop) => crop !== 'card');

/**
 * An upload's id (`<sha256>`), or one of an image's photo variants (`<sha256>-768.webp`,
 * `<sha256>-wide-768.webp`).
 */
const mediaFileName = z
  .string()
  .regex(
    new RegExp(
      `^[0-9a-f]{64}(-(${namedCrops.map((crop) => `${crop}-`).join('|')})?(${photoWidths.join('|')})\\.(${photoFormats.join('|')}))?$`,
    ),
    'must be a media id (64 hex digits), or one with a photo crop, width and format',
  );

/**
 * `GET /media/:name` (public): an uploaded image or video, or a photo variant of an image, under
 * its stored content type (an upload cached for good, a variant revalidated: read-media.ts), with
 * one byte range at a time for video players seeking.
 */
export async function mediaFileRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mediaFile = streamedFile(mediaTypes, 'The file');

  app.get(
    '/:name',
    {
      config: { rateLimit: mediaRateLimit },
      schema: {
        params: z.object({ name: mediaFileName }),
        response: responseSchemas({
          200: mediaFile,
          206: { ...mediaFile, description: 'The range of the file asked for' },
          304: z.null().describe('The copy the browser holds is current'),
        }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      reply.header('x-content-type-options', 'nosniff');
      if (!app.fileStreams.admit(request, reply)) return reply;
      const media = await readMedia(app.database.db, app.fileStore, app.mediaCache, name, {
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
      });
      if (media.kind === 'not-found') return reply.code(404).send(failure('Media not found', 'not_found'));
      if (media.kind === 'not-modified') {
        const { etag, cacheControl } = media.caching;
        return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send(null);
      }
      if (media.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${media.size}`)
          .send(failure('The range asked for is outside the file', 'validation_failed'));
      }
      const { file, range, caching } = media;
      reply
        .header('content-type', file.contentType)
        .header('cache-control', caching.cacheControl)
        .header('etag', caching.etag)
        .header('accept-ranges', 'bytes');
      if (!range) return reply.header('content-length', file.size).send(media.stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(media.stream);
    },
  );
}
