import { useEffect, useRef } from 'react';
import { languageOfPath } from '#shared/languages.js';
import { homeSectionOf, isHomePagePath } from '#web/components/layout/home-section-paths.js';
import { SITE_HEADER_ID } from '#web/components/layout/layout-ids.js';
import { useCurrentPath } from '#web/hooks/use-current-path.js';
import { showPath } from '#web/lib/current-path.js';
import { scrollPageItself } from '#web/lib/page-own-scroll.js';

/**
 * Spec section 9 "Business constants and limits": give up after this many animation frames without
 * the section.
 */
const MAX_FRAMES = 10;
/** Room left between the sticky header and the section, in pixels. */
const GAP_BELOW_HEADER = 8;

type HomeSectionNavigationProps = {
  /** The document title of each of the home page's paths ('/', '/services', ...). */
  titles: Readonly<Record<string, string>>;
};

/**
 * The home page answers at /, /services, /about and /contact (spec section 2 "Routes"). On entering one
 * of them (the page load, a link on this page, Back and Forward) it scrolls so the section with
 * that id starts just below the sticky header, or to the top for /; smooth, or instant under
 * reduced motion. A link between these paths moves on the page without loading it again, and
 * puts the path and title in the address bar and history. A URL with a hash (the skip link) is
 * left to the browser. Renders nothing.
 */
export function HomeSectionNavigation({ titles }: HomeSectionNavigationProps) {
  // '' while hydrating: the scroll waits for the browser's own path.
  const pathname = useCurrentPath('');

  useEffect(() => {
    const followInPage = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.target || link.origin !== window.location.origin || link.hash) return;
      // A link to the home page in another language loads that page.
      if (!isHomePagePath(link.pathname) || !inSameLanguage(link.pathname, window.location.pathname)) return;
      event.preventDefault();
      if (link.pathname === window.location.pathname) {
        scrollToSection(link.pathname);
        return;
      }
      document.title = titles[link.pathname] ?? document.title;
      showPath(link.pathname);
    };
    const restoreTitle = () => {
      document.title = titles[window.location.pathname] ?? document.title;
    };
    document.addEventListener('click', followInPage);
    window.addEventListener('popstate', restoreTitle);
    return () => {
      document.removeEventListener('click', followInPage);
      window.removeEventListener('popstate', restoreTitle);
    };
  }, [titles]);

  const enteredByHistory = useRef(arrivedByBackOrForward());
  useEffect(() => {
    // Back or Forward to this page: the browser puts the visitor back where they were.
    if (enteredByHistory.current) {
      enteredByHistory.current = false;
      return;
    }
    if (!pathname || window.location.hash) return;
    return scrollToSection(pathname);
  }, [pathname]);

  return null;
}

function inSameLanguage(path: string, otherPath: string): boolean {
  return languageOfPath(path).language === languageOfPath(otherPath).language;
}

function arrivedByBackOrForward(): boolean {
  if (typeof performance === 'undefined') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

/** Scrolls to the section `pathname` names, trying for a few frames; returns a function that stops it. */
function scrollToSection(pathname: string): () => void {
  const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'instant'
    : 'smooth';
  const sectionId = homeSectionOf(pathname);
  let framesLeft = MAX_FRAMES;
  let frameRequest = 0;
  const scrollWhenPresent = () => {
    if (!sectionId) {
      scrollPageItself(0, behavior);
      return;
    }
    const section = document.getElementById(sectionId);
    if (!section) {
      if (--framesLeft > 0) frameRequest = window.requestAnimationFrame(scrollWhenPresent);
      return;
    }
    layOutBandsDownTo(section);
    const headerHeight = document.getElementById(SITE_HEADER_ID)?.getBoundingClientRect().height ?? 0;
    const top = section.getBoundingClientRect().top + window.scrollY - headerHeight - GAP_BELOW_HEADER;
    scrollPageItself(top, behavior);
  };
  frameRequest = window.requestAnimationFrame(scrollWhenPresent);
  return () => window.cancelAnimationFrame(frameRequest);
}

/**
 * A band is laid out only near the viewport, keeping an estimated height until then (main.css,
 * `render-when-near`). The section's offset is its true one only once every band above it is laid
 * out, and the section itself (its height bounds how far the page can scroll when it is among the
 * last). The bands below it are neither measured nor passed: they wait to come near, as on any page.
 */
function layOutBandsDownTo(section: HTMLElement) {
  for (const band of document.querySelectorAll<HTMLElement>('.render-when-near')) {
    const aboveOrSection =
      band === section || band.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (aboveOrSection) band.dataset.laidOut = '';
  }
}
