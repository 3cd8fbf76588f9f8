import { FALLBACK_QUEUE_KEY } from './fallback-queue.js';
import { SESSION_ID_KEY } from './session-id.js';

/** Every browser key that tracking and chat recording use (spec section 3). */
const TRACKING_KEYS = [
  SESSION_ID_KEY,
  FALLBACK_QUEUE_KEY,
  'currentUserLocation',
  'allChats',
  'visitorCount',
  'lastVisitorInfo',
];

/** Forgets everything tracking kept in this browser (statistics consent was withdrawn). */
export function clearTrackingStorage(): void {
  try {
    for (const key of TRACKING_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage blocked: then nothing was kept either.
  }
}
