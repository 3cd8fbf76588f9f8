import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page. Controls
 * that need the script are disabled until then, so an early tap is not silently lost (and a
 * page without its script shows them as unavailable).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
