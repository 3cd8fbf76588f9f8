import { type IslandModule, islandKey } from './island-registry.js';

/** Every island module, imported at once: for the server, which renders them. */
const islandModules = import.meta.glob<IslandModule>('../**/*.island.tsx', { eager: true });

const keysByComponent = new Map<unknown, string>();
for (const [modulePath, module] of Object.entries(islandModules)) {
  for (const [exportName, value] of Object.entries(module)) {
    if (typeof value === 'function') keysByComponent.set(value, islandKey(modulePath, exportName));
  }
}

/** The key the browser finds this island's code under; throws for a component outside an island module. */
export function keyOfIsland(component: { displayName?: string; name: string }): string {
  const key = keysByComponent.get(component);
  if (!key) {
    throw new Error(
      `${component.displayName ?? component.name} is used as an island but is not exported from a *.island.tsx module`,
    );
  }
  return key;
}
