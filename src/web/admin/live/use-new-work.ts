import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
import type { NewWorkKind } from '#shared/admin-events.js';
import { isStudioQuery } from '#web/admin/api/admin-query-client.js';
import { AdminSessionContext } from '#web/admin/session/admin-session-context.js';
import { listenToAdminEvents } from './admin-event-stream.js';
import { notifyOfNewWork } from './new-work-notification.js';

/** The tab each kind of new work is listed in. */
export const tabOfNewWork: Record<NewWorkKind, string> = {
  enquiry: 'enquiries',
  application: 'applications',
};

const queryKeyOfNewWork: Record<NewWorkKind, string> = {
  enquiry: 'enquiries',
  application: 'applications',
};

export type NewWork = {
  /** New items per tab id since the person last had that tab open. */
  unseen: Record<string, number>;
  /** Whether new work arrives as it comes (else the lists only poll). */
  live: boolean;
};

/**
 * Keeps the dashboard current: opening a tab refreshes what is on screen, and the event stream's
 * new enquiries and applications reload their lists at once, count on their tab until the person
 * opens it, and raise a browser notification if they allowed one. Only a person told of new work
 * (the owner, HR, branch accounts) holds a stream open.
 */
export function useNewWork(selectedTab: string, hearsOfNewWork: boolean): NewWork {
  const session = useContext(AdminSessionContext);
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState<Record<string, number>>({});
  const [live, setLive] = useState(false);
  // The stream's handler outlives renders: it reads the tab open now through this ref.
  const selectedTabRef = useRef(selectedTab);

  useEffect(() => {
    if (selectedTabRef.current === selectedTab) return; // the first screen is loading already
    selectedTabRef.current = selectedTab;
    setUnseen((counts) => seen(counts, selectedTab));
    void queryClient.invalidateQueries({ predicate: (query) => !isStudioQuery(query.queryKey) });
  }, [selectedTab, queryClient]);

  // Coming back to the window with the tab open counts as having looked.
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') setUnseen((counts) => seen(counts, selectedTabRef.current));
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);

  useEffect(() => {
    if (!session || !hearsOfNewWork) return;
    const stop = new AbortController();
    void listenToAdminEvents({
      token: session.token,
      signal: stop.signal,
      onConnectedChange: setLive,
      onUnauthorized: session.expire,
      onEvent(event) {
        if (event.event !== 'new-work') return;
        const { kind } = event.data;
        void queryClient.invalidateQueries({ queryKey: [queryKeyOfNewWork[kind]] });
        const tab = tabOfNewWork[kind];
        const looking = selectedTabRef.current === tab && document.visibilityState === 'visible';
        if (looking) return;
        setUnseen((counts) => ({ ...counts, [tab]: (counts[tab] ?? 0) + 1 }));
        notifyOfNewWork(kind);
      },
    });
    return () => stop.abort();
  }, [session, hearsOfNewWork, queryClient]);

  return { unseen, live };
}

function seen(counts: Record<string, number>, tab: string): Record<string, number> {
  return counts[tab] ? { ...counts, [tab]: 0 } : counts;
}
