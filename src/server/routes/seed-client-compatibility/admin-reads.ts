import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { readRecentActivity, readVisitorCount } from '#server/services/tracking/recent-activity.js';
import { success } from '#shared/api-envelope.js';
import { seedRecentActivityEndpoint, seedVisitorCountEndpoint } from '#shared/endpoints/analytics.js';
import { chatAsSeenBy } from '#shared/enquiry-contacts.js';

/**
 * `GET /api/tracking/visitor-count` and `/recent-activity`, kept for the seed's admin screen (ours
 * reads `/api/analytics`). Registered in the admin scope. Bots are left out.
 */
export async function seedAdminReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.route({
    ...endpointRoute(app, seedVisitorCountEndpoint),
    handler: async () => success(await readVisitorCount(db)),
  });

  app.route({
    ...endpointRoute(app, seedRecentActivityEndpoint),
    handler: async (request) => {
      const activity = await readRecentActivity(db, request.query.limit);
      const viewer = signedInAccount(request);
      return success({ ...activity, chats: activity.chats.map((chat) => chatAsSeenBy(viewer, chat)) });
    },
  });
}
