/**
 * The page's path, for islands that show it (hooks/use-current-path.ts). Pages are separate
 * documents, so the path changes only where the home page moves between its sections
 * (/, /services, /about, /contact) without a reload; `showPath` does that and tells every island.
 */
const listeners = new Set<() => void>();

/** Subscribes to path changes made by `showPath` and by Back and Forward between such entries. */
export function subscribeToPath(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Puts `path` in the address bar and history (no load) and tells the islands that show the path. */
export function showPath(path: string): void {
  window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}
