import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { listMediaLibrary, removeMedia } from '#server/services/media/media-library.js';
import { apiSuccessSchema, failure, success } from '#shared/api-envelope.js';
import { type MediaLibraryItem, mediaIdSchema, mediaLibraryItemSchema } from '#shared/media.js';

/** Why a medium cannot be removed, naming where it is used. */
function inUseMessage(item: MediaLibraryItem): string {
  const where = item.usage.publishedIn.map((use) => use.title).join(', ');
  if (where) return `This file is in use on ${where}. Replace it there first; nothing was removed.`;
  return 'An earlier revision of the content uses this file, and restoring it would show a broken image. Nothing was removed.';
}

/**
 * `/api/media` (admin scope), the media library: every upload with where the content uses it, and
 * the removal of one that no stored revision uses.
 */
export async function mediaLibraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        response: responseSchemas({
          200: apiSuccessSchema(z.object({ media: z.array(mediaLibraryItemSchema) })),
        }),
      },
    },
    async () => success({ media: await listMediaLibrary(app.database.db) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        params: z.object({ id: mediaIdSchema }),
        response: responseSchemas({ 200: apiSuccessSchema(z.object({ id: mediaIdSchema })) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removal = await removeMedia(app.database.db, app.fileStore, id);
      if (removal.kind === 'not-found') return reply.code(404).send(failure('Media not found', 'not_found'));
      if (removal.kind === 'in-use')
        return reply.code(409).send(failure(inUseMessage(removal.item), 'conflict'));
      request.log.info({ mediaId: id }, 'media removed');
      await auditRequest(request, 'media-removal', `media ${id}`);
      return success({ id }, 'Removed');
    },
  );
}
