import { useEffect } from 'react';
import type { AsyncData } from './use-async-data.js';

/** How far a tab's data has come, for the header's status label. */
export type LoadState = 'loading' | 'loaded' | 'error';

export function loadStateOf(data: AsyncData<unknown>): LoadState {
  if (data.loading) return 'loading';
  return data.error ? 'error' : 'loaded';
}

/** Tells the dashboard whenever a tab's load state changes. */
export function useReportLoadState(state: LoadState, report: (state: LoadState) => void) {
  useEffect(() => report(state), [state, report]);
}
