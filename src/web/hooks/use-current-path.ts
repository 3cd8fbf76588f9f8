import { useSyncExternalStore } from 'react';
import { subscribeToPath } from '#web/lib/current-path.js';

const readPath = () => window.location.pathname;

/**
 * The page's current path, for islands that show it or follow it; `serverPath` (the path the page
 * was rendered for) while hydrating. It changes where the home page moves between its sections.
 */
export function useCurrentPath(serverPath: string): string {
  return useSyncExternalStore(subscribeToPath, readPath, () => serverPath);
}
