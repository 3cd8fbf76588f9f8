import { type ComponentType, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrationSchedulers } from './hydration-moments.js';
import type { HydrationMoment } from './island.js';
import { islandLoaders } from './island-loaders.js';
import {
  ISLAND_DATA_ID,
  type IslandData,
  islandIdentifierPrefix,
  parseIslandKey,
} from './island-registry.js';
import { type IslandUntranslatedTexts, islandRoot } from './untranslated-texts.js';

function readIslandData(): IslandData {
  const script = document.getElementById(ISLAND_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as IslandData) : { props: [] };
}

async function hydrateIsland(
  element: HTMLElement,
  props: object,
  untranslated: IslandUntranslatedTexts | undefined,
  index: number,
) {
  const { modulePath, exportName } = parseIslandKey(element.dataset.island ?? '');
  const load = islandLoaders[modulePath];
  if (!load) throw new Error(`no island module ${modulePath}`);
  const Component = (await load())[exportName] as ComponentType<object>;
  // The root the server rendered, from the same data: the island hydrates without a mismatch.
  const island = islandRoot(Component, props, untranslated);
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

/**
 * Hydrates each island of the server-rendered page when its moment comes. An island whose code
 * fails to load (offline, a deploy in between) stays as the server rendered it.
 */
export function hydrateIslands() {
  const { props, untranslated } = readIslandData();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const index = Number(element.dataset.islandIndex);
    const moment = (element.dataset.hydrate ?? 'load') as HydrationMoment;
    hydrationSchedulers[moment](element, () => {
      const texts = untranslated && { tag: untranslated.tag, texts: untranslated.texts[index] ?? [] };
      hydrateIsland(element, props[index] ?? {}, texts, index).catch((error: unknown) =>
        console.error(error),
      );
    });
  }
}
