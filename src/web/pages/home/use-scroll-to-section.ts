import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { homeSectionOf } from '../../components/layout/home-section-paths.js';
import { SITE_HEADER_ID } from '../../components/layout/site-header.js';

/** Spec section 9: give up after this many animation frames without the section. */
const MAX_FRAMES = 10;
/** Room left between the sticky header and the section, in pixels. */
const GAP_BELOW_HEADER = 8;

/**
 * On entering /services, /about or /contact (the first load, a link from another page or from
 * this one), scrolls to the section with that id so it starts just below the sticky header; on
 * entering / it scrolls to the top. Smooth, or instant under reduced motion. A URL with a hash
 * (the skip link) is left to the browser.
 */
export function useScrollToSectionOnEnter() {
  const { pathname, hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes when the same path is chosen again, which should scroll again
  useEffect(() => {
    if (hash) return;
    const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'instant'
      : 'smooth';
    const sectionId = homeSectionOf(pathname);

    // Each try waits for the next frame: by then the router has restored any saved position of
    // a reloaded page, which would otherwise cut the scroll short.
    let framesLeft = MAX_FRAMES;
    let frameRequest = 0;
    const scrollWhenPresent = () => {
      if (!sectionId) {
        window.scrollTo({ top: 0, behavior });
        return;
      }
      const section = document.getElementById(sectionId);
      if (!section) {
        if (--framesLeft > 0) frameRequest = window.requestAnimationFrame(scrollWhenPresent);
        return;
      }
      const headerHeight = document.getElementById(SITE_HEADER_ID)?.getBoundingClientRect().height ?? 0;
      const top = section.getBoundingClientRect().top + window.scrollY - headerHeight - GAP_BELOW_HEADER;
      window.scrollTo({ top: Math.max(0, top), behavior });
    };
    frameRequest = window.requestAnimationFrame(scrollWhenPresent);
    return () => window.cancelAnimationFrame(frameRequest);
  }, [pathname, hash, key]);
}
