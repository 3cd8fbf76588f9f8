import { FALLBACK_QUEUE_KEY } from './fallback-queue.js';
import { SESSION_ID_KEY } from './session-id.js';

/** Every browser key that tracking and chat recording use (spec section 3 "Entities and their fields"). */
const TRACKING_KEYS = [
  SESSION_ID_KEY,
  FALLBACK_QUEUE_KEY,
  'currentUserLocation',
  'allChats',
  'visitorCount',
  'lastVisitorInfo',
];

/** Session storage: set once this tab's visit is recorded, so its later pages count as page views. */
const VISIT_RECORDED_KEY = 'visitRecorded';

export function visitRecordedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(VISIT_RECORDED_KEY) !== null;
  } catch {
    return false;
  }
}

export function markVisitRecorded(): void {
  try {
    sessionStorage.setItem(VISIT_RECORDED_KEY, '1');
  } catch {
    // Storage blocked: each page of this tab then counts as a visit.
  }
}

/** Forgets everything tracking kept in this browser (statistics consent was withdrawn). */
export function clearTrackingStorage(): void {
  try {
    for (const key of TRACKING_KEYS) localStorage.removeItem(key);
    sessionStorage.removeItem(VISIT_RECORDED_KEY);
  } catch {
    // Storage blocked: then nothing was kept either.
  }
}
