import { notifyManager, type QueryState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectionStatus } from '#web/features/admin/index.js';

type QueryProgress = Pick<QueryState, 'status' | 'fetchStatus'>;

/**
 * The header's status once signed in (spec section 4 "States and transitions"), from the queries on
 * screen: 'connected' while data is on its way, 'loaded' once all of it came, 'error' while some of
 * it failed (until it is asked for again).
 */
export function dataStatusOf(queries: readonly QueryProgress[]): ConnectionStatus {
  if (queries.some((query) => query.status === 'error' && query.fetchStatus !== 'fetching')) return 'error';
  const waiting = queries.some((query) => query.status === 'pending' || query.fetchStatus === 'fetching');
  return queries.length === 0 || waiting ? 'connected' : 'loaded';
}

/** `dataStatusOf` the queries the screen has mounted, followed as they change. */
export function useDataStatus(): ConnectionStatus {
  const queryCache = useQueryClient().getQueryCache();
  // Batched, as the library's own hooks do: the cache also changes while a component renders.
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () =>
    dataStatusOf(
      queryCache
        .getAll()
        .filter((query) => query.isActive())
        .map((query) => query.state),
    ),
  );
}
