import { defineFileEndpoint } from '#shared/endpoint.js';

/**
 * New enquiries and applications as they arrive, for the signed-in person only: a stream the
 * admin reads with its own reader (`src/web/admin/live/admin-event-stream.ts`), whose events are
 * `adminEventSchema` (src/shared/admin-events.ts).
 */
export const adminEventsEndpoint = defineFileEndpoint('GET /api/admin/events', {
  file: { contentTypes: 'text/event-stream', description: 'Server-Sent Events: ready, then new-work' },
});
