/**
 * Visitor tracking: the page load's record, sent by the entry script, and the tracker that the
 * consent feature mounts while statistics are allowed.
 */
export { recordPageLoad } from './page-load-record.js';
export { clearTrackingStorage } from './tracking-storage.js';
export { VisitTracker } from './visit-tracker.js';
