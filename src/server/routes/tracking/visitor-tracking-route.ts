import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { createVisitRecorder } from '#server/services/tracking/visit-recorder.js';
import { success } from '#shared/api-envelope.js';
import { trackVisitorEndpoint } from '#shared/endpoints/tracking.js';
import { trackingRateLimit } from './public-rate-limit.js';

/** `POST /api/tracking/visitor`: a visit or a page view (the shapes are in shared/tracking.ts). */
export async function visitorTrackingRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const recordVisit = createVisitRecorder({
    db: app.database.db,
    geolocator: app.geolocator,
    storeFullIp: app.config.storeFullIp,
  });
  app.route({
    ...endpointRoute(app, trackVisitorEndpoint),
    config: trackingRateLimit,
    handler: async (request) => success({ stored: await recordVisit(request.body, request.ip, app.now()) }),
  });
}
