import { notifyManager, type QueryState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectionStatus } from '#web/admin/components/connection-status-label.js';

type QueryProgress = Pick<QueryState, 'status' | 'fetchStatus'>;

/**
 * The header's status once signed in (spec section 4 "States and transitions"), from the queries on
 * screen: 'connected' while data is on its way for the first time, 'loaded' once all of it came,
 * 'error' while some of it failed (until it is asked for again).
 */
export function dataStatusOf(queries: readonly QueryProgress[]): ConnectionStatus {
  if (queries.some((query) => query.status === 'error' && query.fetchStatus !== 'fetching')) return 'error';
  // Data already on screen that refreshes (every minute, on focus, when a tab opens) stays
  // 'loaded': the label is announced on each change, and a refresh changes only "Updated at".
  const waiting = queries.some((query) => query.status !== 'success');
  return queries.length === 0 || waiting ? 'connected' : 'loaded';
}

/**
 * When the data on screen was loaded: the oldest load among the screen's queries that have data,
 * so "Updated at" never claims more than is true. Undefined until one has loaded.
 */
export function oldestUpdateOf(queries: readonly Pick<QueryState, 'dataUpdatedAt'>[]): number | undefined {
  const loaded = queries.map((query) => query.dataUpdatedAt).filter((at) => at > 0);
  return loaded.length === 0 ? undefined : Math.min(...loaded);
}

/** `dataStatusOf` and `oldestUpdateOf` the queries the screen has mounted, followed as they change. */
export function useDataStatus(): { status: ConnectionStatus; updatedAt: number | undefined } {
  const queryCache = useQueryClient().getQueryCache();
  // Batched, as the library's own hooks do: the cache also changes while a component renders.
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  );
  const activeStates = () =>
    queryCache
      .getAll()
      .filter((query) => query.isActive())
      .map((query) => query.state);
  const status = useSyncExternalStore(subscribe, () => dataStatusOf(activeStates()));
  const updatedAt = useSyncExternalStore(subscribe, () => oldestUpdateOf(activeStates()));
  return { status, updatedAt };
}
