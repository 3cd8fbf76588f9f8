import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import {
  changeFocalPoint,
  describeMedia,
  listMediaLibrary,
  removeMedia,
} from '#server/services/media/media-library.js';
import type { WorkSlot } from '#server/services/work-capacity.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  describeMediaEndpoint,
  focalPointEndpoint,
  mediaLibraryEndpoint,
  removeMediaEndpoint,
} from '#shared/endpoints/media.js';
import type { MediaLibraryItem } from '#shared/media.js';
import { DECODE_RETRY_AFTER_SECONDS, decodeBusyRefusal } from './media-upload-route.js';

/** Why a medium cannot be removed, naming where it is used. */
function inUseMessage(item: MediaLibraryItem): string {
  const where = item.usage.publishedIn.map((use) => use.title).join(', ');
  if (where) return `This file is in use on ${where}. Replace it there first; nothing was removed.`;
  return 'An earlier revision of the content uses this file, and restoring it would show a broken image. Nothing was removed.';
}

const mediaNotFound = failure('Media not found', 'not_found');

/**
 * `/api/media` (admin scope), the media library: every upload with where the content uses it
 * (searchable by file name and description), an upload's description and focal point, and the
 * removal of one that no stored revision uses.
 */
export async function mediaLibraryRoutes(
  fastify: FastifyInstance,
  { withDecodeSlot }: { withDecodeSlot: WorkSlot },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpointRoute(app, mediaLibraryEndpoint),
    handler: async (request) =>
      success({ media: await listMediaLibrary(app.database.db, request.query.search) }),
  });

  app.route({
    ...endpointRoute(app, describeMediaEndpoint),
    handler: async (request, reply) => {
      const { id } = request.params;
      const item = await describeMedia(app.database.db, id, request.body.altText);
      if (!item) return reply.code(404).send(mediaNotFound);
      await auditRequest(request, 'media-update', `media ${id}`, 'description');
      return success(item, 'Saved');
    },
  });

  app.route({
    ...endpointRoute(app, focalPointEndpoint),
    handler: async (request, reply) => {
      const { id } = request.params;
      const change = await changeFocalPoint(app.database.db, app.fileStore, withDecodeSlot, id, request.body);
      switch (change.kind) {
        case 'not-found':
          return reply.code(404).send(mediaNotFound);
        case 'not-a-photo':
          return reply
            .code(400)
            .send(failure('Only a photo has a focal point; this file is a video.', 'validation_failed'));
        case 'busy': {
          const [statusCode, answer] = decodeBusyRefusal('Please set the focal point again in a minute.');
          return reply.code(statusCode).header('retry-after', DECODE_RETRY_AFTER_SECONDS).send(answer);
        }
        case 'changed':
          await auditRequest(
            request,
            'media-update',
            `media ${id}`,
            `focal point ${request.body.x}% ${request.body.y}%`,
          );
          return success(change.item, 'Saved');
      }
    },
  });

  app.route({
    ...endpointRoute(app, removeMediaEndpoint),
    handler: async (request, reply) => {
      const { id } = request.params;
      const removal = await removeMedia(app.database.db, app.fileStore, id);
      if (removal.kind === 'not-found') return reply.code(404).send(mediaNotFound);
      if (removal.kind === 'in-use')
        return reply.code(409).send(failure(inUseMessage(removal.item), 'conflict'));
      request.log.info({ mediaId: id }, 'media removed');
      await auditRequest(request, 'media-removal', `media ${id}`, removal.name);
      return success({ id }, 'Removed');
    },
  });
}
