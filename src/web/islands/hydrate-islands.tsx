import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterPageScrollsItself, isPageScrollingItself } from '#web/lib/page-own-scroll.js';
import type { HydrationMoment } from './island.js';
import { islandLoaders } from './island-loaders.js';
import {
  ISLAND_DATA_ID,
  type IslandData,
  islandIdentifierPrefix,
  parseIslandKey,
} from './island-registry.js';

/** How far outside the viewport a `visible` island starts loading, so it is ready when seen. */
const VISIBLE_MARGIN = '50% 0px';

function readIslandData(): IslandData {
  const script = document.getElementById(ISLAND_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as IslandData) : { props: [] };
}

async function hydrateIsland(element: HTMLElement, props: object, index: number) {
  const { modulePath, exportName } = parseIslandKey(element.dataset.island ?? '');
  const load = islandLoaders[modulePath];
  if (!load) throw new Error(`no island module ${modulePath}`);
  const Component = (await load())[exportName] as ComponentType<object>;
  const island = (
    <StrictMode>
      <Component {...props} />
    </StrictMode>
  );
  const identifierPrefix = islandIdentifierPrefix(index);
  // As a transition, React renders the island in slices of a few milliseconds and lets the browser
  // answer input in between; outside one, hydration and a first render run as one task, which on a
  // phone's CPU is a long task per island (issue 32). The page looks the same while it waits: the
  // server's HTML, or nothing for a client-only island.
  startTransition(() => {
    if (element.dataset.clientOnly === undefined) {
      hydrateRoot(element, island, {
        identifierPrefix,
        // React then renders the island afresh; say which one, so the mismatch gets fixed.
        onRecoverableError: (error) =>
          console.error(`island ${element.dataset.island} did not hydrate:`, error),
      });
    } else createRoot(element, { identifierPrefix }).render(island);
  });
  element.dataset.hydrated = '';
}

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
  let done = false;
  let near = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  const runIfStillNear = () => {
    if (near) runOnce();
  };
  // A `display: contents` wrapper has no box of its own: watch its first child instead.
  const observer = new IntersectionObserver(
    (entries) => {
      near = entries.some((entry) => entry.isIntersecting);
      if (near) afterPageScrollsItself(runIfStillNear);
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element.firstElementChild ?? element);
  whenInteracted(runOnce);
}

const schedulers: Record<HydrationMoment, (element: HTMLElement, run: () => void) => void> = {
  load: (_element, run) => run(),
  visible: whenVisibleOrInteracted,
  idle: (_element, run) => whenIdle(run),
};

/**
 * Hydrates each island of the server-rendered page when its moment comes. An island whose code
 * fails to load (offline, a deploy in between) stays as the server rendered it.
 */
export function hydrateIslands() {
  const { props } = readIslandData();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const index = Number(element.dataset.islandIndex);
    const moment = (element.dataset.hydrate ?? 'load') as HydrationMoment;
    schedulers[moment](element, () => {
      hydrateIsland(element, props[index] ?? {}, index).catch((error: unknown) => console.error(error));
    });
  }
}
