import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { readRecentActivity, readVisitorCount } from '#server/services/tracking/recent-activity.js';
import { apiSuccessSchema, success } from '#shared/api-envelope.js';
import { chatAsSeenBy } from '#shared/enquiry-contacts.js';
import { recentActivityQuerySchema, recentActivitySchema, visitorCountSchema } from '#shared/tracking.js';

/**
 * `GET /api/tracking/visitor-count` and `/recent-activity`, kept for the seed's admin screen (ours
 * reads `/api/analytics`). Registered in the admin scope. Bots are left out.
 */
export async function seedAdminReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/visitor-count',
    { schema: { response: responseSchemas({ 200: apiSuccessSchema(visitorCountSchema) }) } },
    async () => success(await readVisitorCount(db)),
  );

  app.get(
    '/recent-activity',
    {
      schema: {
        querystring: recentActivityQuerySchema,
        response: responseSchemas({ 200: apiSuccessSchema(recentActivitySchema) }),
      },
    },
    async (request) => {
      const activity = await readRecentActivity(db, request.query.limit);
      const viewer = signedInAccount(request);
      return success({ ...activity, chats: activity.chats.map((chat) => chatAsSeenBy(viewer, chat)) });
    },
  );
}
