import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure } from '../../../shared/api-envelope.js';
import { mediaIdSchema, mediaTypes } from '../../../shared/media.js';
import { readMedia } from '../../services/media/read-media.js';
import { responseSchemas, streamedFile } from '../response-schemas.js';

/** Per client IP: a page shows a few dozen images, and a browser then keeps them for good. */
const mediaRateLimit = { max: 600, timeWindow: '1 minute' };

/** The id names the content (its SHA-256): a URL never changes what it serves. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /media/:id` (public): an uploaded image or video, under its stored content type, cached for
 * good, with one byte range at a time for video players seeking.
 */
export async function mediaFileRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mediaFile = streamedFile(mediaTypes, 'The file');

  app.get(
    '/:id',
    {
      config: { rateLimit: mediaRateLimit },
      schema: {
        params: z.object({ id: mediaIdSchema }),
        response: responseSchemas({
          200: mediaFile,
          206: { ...mediaFile, description: 'The range of the file asked for' },
          304: z.null().describe('The copy the browser holds is current'),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const etag = `"${id}"`;
      reply.header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send(null);
      }

      const media = await readMedia(app.database.db, app.fileStore, id, request.headers.range);
      if (media.kind === 'not-found') return reply.code(404).send(failure('Media not found', 'not_found'));
      if (media.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${media.size}`)
          .send(failure('The range asked for is outside the file', 'validation_failed'));
      }
      const { file, range } = media;
      reply
        .header('content-type', file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
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
