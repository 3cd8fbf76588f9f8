import type { IslandModule } from './island-registry.js';

/** Every island module, each loaded only when a page has one of its islands: for the browser. */
export const islandLoaders = import.meta.glob<IslandModule>('../**/*.island.tsx');
