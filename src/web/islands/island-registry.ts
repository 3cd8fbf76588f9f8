/**
 * Islands are found by file name: every `*.island.tsx` module under src/web is an island module,
 * and each component it exports can be an island. Its key is `<module path>#<export name>`, the
 * same on the server (which imports them all, eagerly) and in the browser (which loads only the
 * modules of the islands on the page, lazily). The two lists live in separate files so that the
 * browser bundle never imports the eager one.
 */
import type { ComponentType } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: an island module exports components of any props
export type IslandModule = Record<string, ComponentType<any> | unknown>;

const ISLAND_KEY_SEPARATOR = '#';

export function islandKey(modulePath: string, exportName: string): string {
  return `${modulePath}${ISLAND_KEY_SEPARATOR}${exportName}`;
}

export function parseIslandKey(key: string): { modulePath: string; exportName: string } {
  const at = key.lastIndexOf(ISLAND_KEY_SEPARATOR);
  return { modulePath: key.slice(0, at), exportName: key.slice(at + 1) };
}

/**
 * The page's islands as the browser reads them, from the JSON script with id `ISLAND_DATA_ID`:
 * each island's props and, on a page in another language, the English texts among them that have
 * no translation (by island, as `texts[index]`), marked with `tag` (untranslated-texts.tsx).
 */
export type IslandData = {
  props: object[];
  untranslated?: { tag: string; texts: string[][] };
};

export const ISLAND_DATA_ID = 'island-data';

/** The `identifierPrefix` of island `index`: `useId` values must not repeat across the page's roots. */
export function islandIdentifierPrefix(index: number): string {
  return `i${index}-`;
}
