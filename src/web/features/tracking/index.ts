/** Visitor tracking, started and stopped by the consent feature. */
export { clearTrackingStorage } from './tracking-storage.js';
export { VisitTracker } from './visit-tracker.js';
