import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { createVisitRecorder } from '#server/services/tracking/visit-recorder.js';
import { apiSuccessSchema, success } from '#shared/api-envelope.js';
import { trackingReceiptSchema, visitorTrackingRequestSchema } from '#shared/tracking.js';
import { trackingRateLimit } from './public-rate-limit.js';

/** `POST /api/tracking/visitor`: a visit or a page view (the shapes are in shared/tracking.ts). */
export async function visitorTrackingRoute(app: FastifyInstance) {
  const recordVisit = createVisitRecorder({
    db: app.database.db,
    geolocator: app.geolocator,
    storeFullIp: app.config.storeFullIp,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/visitor',
    {
      config: trackingRateLimit,
      schema: {
        body: visitorTrackingRequestSchema,
        response: responseSchemas({ 200: apiSuccessSchema(trackingReceiptSchema) }),
      },
    },
    async (request) => success({ stored: await recordVisit(request.body, request.ip, app.now()) }),
  );
}
