import { useCallback, useEffect, useState } from 'react';

export type AsyncData<T> = { data?: T; error?: Error; loading: boolean };

export type AsyncDataWithUpdate<T> = AsyncData<T> & {
  /** Changes the loaded data in place (after the server confirmed a change), until the next load. */
  update: (change: (data: T) => T) => void;
};

/**
 * Runs `load` when it changes (its own dependencies) or when `reloadKey` changes (a Refresh
 * button), cancelling the previous run. The last data stays while the next loads, so tables do
 * not flash empty between pages.
 */
export function useAsyncData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  reloadKey = 0,
): AsyncDataWithUpdate<T> {
  const [state, setState] = useState<AsyncData<T>>({ loading: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey only asks for the same data again
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState((previous) => ({ data: previous.data, error: failure, loading: false }));
      },
    );
    return () => controller.abort();
  }, [load, reloadKey]);

  const update = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.data === undefined ? previous : { ...previous, data: change(previous.data) },
    );
  }, []);

  return { ...state, update };
}
