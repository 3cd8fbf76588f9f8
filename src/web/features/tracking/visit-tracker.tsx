import { useEffect, useRef } from 'react';
import { isPreviewPath } from '#shared/preview-path.js';
import { useCurrentPath } from '#web/hooks/use-current-path.js';
import { hasStatisticsConsent } from '#web/lib/consent-storage.js';
import { flushQueue, sendRecord } from './record-sender.js';
import { createTrackingRecord } from './tracking-record.js';
import { markVisitRecorded, visitRecordedInThisTab } from './tracking-storage.js';

/** One record per page load, even when the tracker mounts again (consent withdrawn, then given back). */
let pageLoadTracked = false;

/**
 * Mounted by the consent feature (in the browser only) while statistics are allowed. The first
 * page a tab opens is a visit, with its referrer; every later page in that tab, and each move
 * between the home page's sections, is a page view. It also sends the records queued while the
 * server could not be reached.
 */
export function VisitTracker() {
  // Mounted only in the browser, after hydration: there is no server path to start from.
  const pathname = useCurrentPath('');
  const trackedPath = useRef<string>(undefined);

  useEffect(() => {
    void flushQueue();
    window.addEventListener('online', flushQueue);
    return () => window.removeEventListener('online', flushQueue);
  }, []);

  useEffect(() => {
    // A move between the home page's sections sets the title in the same turn: read it after.
    const timer = setTimeout(() => {
      // Consent withdrawn in another tab: make no record, so no session id is stored again.
      if (!hasStatisticsConsent()) return;
      // An admin's preview of unpublished content is no visit (and its address holds a token).
      if (isPreviewPath(pathname)) return;
      if (!pageLoadTracked) {
        pageLoadTracked = true;
        const type = visitRecordedInThisTab() ? 'page_view' : 'visit';
        markVisitRecorded();
        void sendRecord(createTrackingRecord(type, pathname));
      } else if (trackedPath.current && trackedPath.current !== pathname) {
        void sendRecord(createTrackingRecord('page_view', pathname));
      }
      trackedPath.current = pathname;
    });
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
