import type { FastifyInstance } from 'fastify';
import { chatTrackingRoute } from './chat-tracking-route.js';
import { trackingAdminRoutes } from './tracking-admin-routes.js';
import { visitorTrackingRoute } from './visitor-tracking-route.js';

/** `/api/tracking` routes: the seed's visitor and chat records, and the admin's two reads. */
export async function trackingRoutes(app: FastifyInstance) {
  await app.register(visitorTrackingRoute);
  await app.register(chatTrackingRoute);
  await app.register(trackingAdminRoutes);
}
