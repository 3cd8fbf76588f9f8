import { defineEndpoint } from '#shared/endpoint.js';
import { trackingReceiptSchema, visitorTrackingRequestSchema } from '#shared/tracking.js';

/** A visit or a page view; answers whether it was stored (not when it retried one already stored). */
export const trackVisitorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/tracking/visitor',
  body: visitorTrackingRequestSchema,
  data: trackingReceiptSchema,
});
