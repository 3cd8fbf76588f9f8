import { isPreviewPath } from '#shared/preview-path.js';
import { hasStatisticsConsent } from '#web/lib/consent-storage.js';
import { sendRecord } from './record-sender.js';
import { createTrackingRecord } from './tracking-record.js';
import { markVisitRecorded, visitRecordedInThisTab } from './tracking-storage.js';

/** One record per page load, however often the tracker mounts (consent withdrawn, then given back). */
let pageLoadRecorded = false;

/**
 * The record of this page load: a visit when it is the first page of the tab (with its referrer),
 * else a page view. The page's entry script sends it as soon as it runs, before any island has
 * hydrated, so a visitor who moves on before the page is interactive is counted all the same;
 * when statistics are allowed later on the page, the tracker sends it then.
 */
export function recordPageLoad(path: string): void {
  if (pageLoadRecorded) return;
  // No consent, or withdrawn in another tab: no record, so no session id is stored either.
  if (!hasStatisticsConsent()) return;
  // An admin's preview of unpublished content is no visit (and its address holds a token).
  if (isPreviewPath(path)) return;
  pageLoadRecorded = true;
  const type = visitRecordedInThisTab() ? 'page_view' : 'visit';
  markVisitRecorded();
  void sendRecord(createTrackingRecord(type, path));
}
