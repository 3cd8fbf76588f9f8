import { useEffect, useRef } from 'react';
import { isPreviewPath } from '#shared/preview-path.js';
import { useCurrentPath } from '#web/hooks/use-current-path.js';
import { hasStatisticsConsent } from '#web/lib/consent-storage.js';
import { recordPageLoad } from './page-load-record.js';
import { flushQueue, sendRecord } from './record-sender.js';
import { createTrackingRecord } from './tracking-record.js';

/**
 * Mounted by the consent feature (in the browser only) while statistics are allowed. The page
 * load's own record (a visit, or a page view) is sent by the entry script already, or here when
 * the visitor has just allowed statistics; each move between the home page's sections is a page
 * view. It also sends the records queued while the server could not be reached.
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
      if (!hasStatisticsConsent() || isPreviewPath(pathname)) return;
      if (trackedPath.current && trackedPath.current !== pathname) {
        void sendRecord(createTrackingRecord('page_view', pathname));
      } else recordPageLoad(pathname);
      trackedPath.current = pathname;
    });
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
