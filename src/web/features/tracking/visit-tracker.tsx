import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasStatisticsConsent } from '../../lib/consent-storage.js';
import { flushQueue, sendRecord } from './record-sender.js';
import { createTrackingRecord } from './tracking-record.js';

/** One visit per page load, even when the tracker mounts again (consent withdrawn, then given back). */
let visitSent = false;

/**
 * Mounted by the consent feature only while statistics are allowed: sends the visit, a page view
 * for each client-side navigation, and the records queued while the server could not be reached.
 */
export function VisitTracker() {
  const { pathname } = useLocation();
  const trackedPath = useRef<string>(undefined);

  useEffect(() => {
    void flushQueue();
    window.addEventListener('online', flushQueue);
    return () => window.removeEventListener('online', flushQueue);
  }, []);

  useEffect(() => {
    // The layout sets the new page's title in its own effect, which runs after this one.
    const timer = setTimeout(() => {
      // Consent withdrawn in another tab: make no record, so no session id is stored again.
      if (!hasStatisticsConsent()) return;
      if (!visitSent) {
        visitSent = true;
        void sendRecord(createTrackingRecord('visit', pathname));
      } else if (trackedPath.current && trackedPath.current !== pathname) {
        void sendRecord(createTrackingRecord('page_view', pathname));
      }
      trackedPath.current = pathname;
    });
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
