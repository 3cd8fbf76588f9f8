// A scroll the page makes by itself: entering /services, /about or /contact glides from the top to
// that section (spec section 2 "Routes"). The bands it glides past are not what the visitor came
// to see, so the islands that wait to be seen (and with them the video that plays in view and the
// counters) wait for the scroll to end and then wake only where it ended (issue 32: on /contact,
// hydrating and animating every band on the way cost a fifth of the page's main-thread work).

/** Events by which the visitor takes over: the browser stops its own smooth scroll for them. */
const VISITOR_TAKES_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Where `scrollend` is missing (older Safari), the scroll counts as ended after this long without a scroll event. */
const QUIET_AFTER_LAST_SCROLL_MS = 150;

let scrolling: AbortController | undefined;
const waitingForEnd: (() => void)[] = [];

function endOwnScroll() {
  scrolling?.abort();
  scrolling = undefined;
  for (const run of waitingForEnd.splice(0)) run();
}

/**
 * Scrolls the window to `top` as `window.scrollTo` does, and until that scroll ends (or the
 * visitor scrolls, touches, clicks or types) `isPageScrollingItself()` is true.
 */
export function scrollPageItself(top: number, behavior: ScrollBehavior) {
  // A new scroll replaces one under way: what waited for that one's end waits for this one's.
  scrolling?.abort();
  scrolling = undefined;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  const target = Math.max(0, Math.min(top, bottom));
  // Already there: no scroll happens, so none would end.
  if (Math.abs(window.scrollY - target) < 1) {
    endOwnScroll();
    return;
  }

  const controller = new AbortController();
  scrolling = controller;
  const options = { capture: true, passive: true, signal: controller.signal };
  for (const type of VISITOR_TAKES_OVER) window.addEventListener(type, endOwnScroll, options);
  const browserTellsScrollEnd = 'onscrollend' in window;
  if (browserTellsScrollEnd) window.addEventListener('scrollend', endOwnScroll, options);
  else {
    let quiet = window.setTimeout(endOwnScroll, QUIET_AFTER_LAST_SCROLL_MS);
    const restartQuiet = () => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(endOwnScroll, QUIET_AFTER_LAST_SCROLL_MS);
    };
    window.addEventListener('scroll', restartQuiet, options);
    controller.signal.addEventListener('abort', () => window.clearTimeout(quiet));
  }
  window.scrollTo({ top: target, behavior });
}

/** Whether a scroll the page started by itself is still under way. */
export function isPageScrollingItself(): boolean {
  return scrolling !== undefined;
}

/** Runs `run` once the page's own scroll has ended: at once when there is none. */
export function afterPageScrollsItself(run: () => void) {
  if (scrolling) waitingForEnd.push(run);
  else run();
}
