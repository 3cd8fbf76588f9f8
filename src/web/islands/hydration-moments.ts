// When each island hydrates (`HydrationMoment`, island.tsx): the schedulers `hydrateIslands` uses.

import { afterPageScrollsItself, isPageScrollingItself } from '#web/lib/page-own-scroll.js';
import type { HydrationMoment } from './island.js';

/** How far outside the viewport a `visible` island starts loading, so it is ready when seen. */
const VISIBLE_MARGIN = '50% 0px';

/** Runs `run` once the page has loaded and the browser has a quiet moment (at the latest 3 s later). */
function whenIdle(run: () => void) {
  const afterLoad = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * What a person does first on a page. Until then nothing below the first screen is seen or used,
 * so islands down there need not cost the load anything (issue 32: their hydration at idle was
 * part of the blocking time of every page).
 */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'wheel', 'touchstart'];

/** Runs `run` at the first interaction with the page: one listener set shared by every island. */
const whenInteracted = (() => {
  const waiting: (() => void)[] = [];
  const controller = new AbortController();
  const wake = (event: Event) => {
    // The page's own glide to a section is not the visitor scrolling.
    if (event.type === 'scroll' && isPageScrollingItself()) return;
    controller.abort();
    for (const run of waiting.splice(0)) run();
  };
  let listening = false;
  return (run: () => void) => {
    waiting.push(run);
    if (listening) return;
    listening = true;
    for (const type of FIRST_INTERACTION_EVENTS) {
      window.addEventListener(type, wake, { capture: true, passive: true, signal: controller.signal });
    }
  };
})();

/**
 * Runs `run` when `element` comes near the viewport, or at the first interaction with the page,
 * whichever is first: a far-down island costs the load nothing, and is still ready before a
 * keyboard user tabs to it (its buttons are disabled until then, so Tab would skip them; the first
 * key or focus wakes it) or a scroll jumps past it (to the footer, say). An island the page's own
 * glide to a section only passes stays as it is; one near where the glide ends wakes then.
 */
function whenVisibleOrInteracted(element: HTMLElement, run: () => void) {
  // A `display: contents` wrapper has no box of its own: watch its first child instead.
  const target = element.firstElementChild ?? element;
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  // Observing anew makes the observer report where the element is now, at the next frame.
  const lookAgain = () => {
    if (done) return;
    observer.unobserve(target);
    observer.observe(target);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      // Passed by the page's own glide: whether it is still near is known only once the glide has
      // ended, and not from this report. While the main thread is busy (hydrating, on a slow
      // phone) the glide runs on for many frames with no report in between, so the last report
      // before the glide's end can be from a place the glide has long left.
      if (isPageScrollingItself()) afterPageScrollsItself(lookAgain);
      else runOnce();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(target);
  whenInteracted(runOnce);
}

export const hydrationSchedulers: Record<HydrationMoment, (element: HTMLElement, run: () => void) => void> = {
  load: (_element, run) => run(),
  visible: whenVisibleOrInteracted,
  idle: (_element, run) => whenIdle(run),
};
