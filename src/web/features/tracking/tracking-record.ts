import type { VisitorTrackingRequest } from '#shared/tracking.js';
import { currentSessionId } from './session-id.js';

/** What our browser sends to POST /api/tracking/visitor and keeps in the fallback queue. */
export type TrackingRecord = VisitorTrackingRequest & { eventId: string; timestamp: string };

/**
 * A visit (the first page of a tab, with its referrer) or a page view (any later page). The lengths
 * are cut to what the server accepts, so an odd page never makes a record it would refuse.
 */
export function createTrackingRecord(type: 'visit' | 'page_view', path: string): TrackingRecord {
  return {
    type,
    sessionId: currentSessionId(),
    userAgent: navigator.userAgent.slice(0, 512),
    ...(type === 'visit' && { referrer: (document.referrer || 'Direct').slice(0, 2048) }),
    path: path.slice(0, 2048),
    title: document.title.slice(0, 300),
    eventId: Date.now().toString(36) + Math.random().toString(36).slice(2, 10),
    timestamp: new Date().toISOString(),
  };
}
