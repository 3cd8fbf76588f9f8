import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../../shared/api-envelope.js';
import { type RecentActivity, recentActivityQuerySchema } from '../../../shared/tracking.js';
import { listRecentChats } from '../../db/chats-repository.js';
import { countVisits, listRecentPageViews, listRecentVisits } from '../../db/visitors-repository.js';

/** The admin's reads of the seed's contract: `visitor-count` and `recent-activity`. Bots are left out. */
export async function trackingAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  routes.get('/visitor-count', { onRequest: app.requireAdmin }, async () =>
    success(await countVisits(app.database.db)),
  );

  routes.get(
    '/recent-activity',
    { onRequest: app.requireAdmin, schema: { querystring: recentActivityQuerySchema } },
    async (request) => {
      const { db } = app.database;
      const { limit } = request.query;
      const [visitors, pageViews, chats] = await Promise.all([
        listRecentVisits(db, limit),
        listRecentPageViews(db, limit),
        listRecentChats(db, limit),
      ]);
      const activity: RecentActivity = { visitors, pageViews, chats };
      return success(activity);
    },
  );
}
