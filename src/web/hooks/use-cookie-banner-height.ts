import { useSyncExternalStore } from 'react';

/**
 * The cookie banner's height in pixels while it is open (0 while closed), for the floating pieces
 * that sit above it (the chat's dock and panel). Kept here, shared by the consent island and the
 * chat's, rather than as a CSS variable on the document: a custom property set on the root element
 * is inherited by every element, so setting it restyled the whole page in the consent island's
 * first frame (about 0.2–0.3 s on /retail on a busy machine, issue 32).
 */
let bannerHeight = 0;
const listeners = new Set<() => void>();

export function setCookieBannerHeight(height: number) {
  if (height === bannerHeight) return;
  bannerHeight = height;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieBannerHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => bannerHeight,
    () => 0,
  );
}
