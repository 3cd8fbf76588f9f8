import { defineEndpoint } from '#shared/endpoint.js';
import {
  chatTrackingRequestSchema,
  trackingReceiptSchema,
  visitorTrackingRequestSchema,
} from '#shared/tracking.js';

/** A visit or a page view; answers whether it was stored (not when it retried one already stored). */
export const trackVisitorEndpoint = defineEndpoint('POST /api/tracking/visitor', {
  body: visitorTrackingRequestSchema,
  data: trackingReceiptSchema,
});

/** Kept for clients written for the seed, which answered chats in the browser and reported them here. */
export const seedChatRecordEndpoint = defineEndpoint('POST /api/tracking/chat', {
  body: chatTrackingRequestSchema,
  data: trackingReceiptSchema,
  status: 201,
});
