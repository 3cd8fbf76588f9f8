import { renderToString } from 'react-dom/server';
import { ISLAND_SLOT_TAG, type IslandEntry } from './island.js';
import { keyOfIsland } from './island-modules.server.js';
import { ISLAND_DATA_ID, type IslandData, islandIdentifierPrefix } from './island-registry.js';
import { islandRoot, untranslatedTextsIn } from './untranslated-texts.js';

const slotPattern = new RegExp(`<${ISLAND_SLOT_TAG} data-index="(\\d+)"></${ISLAND_SLOT_TAG}>`, 'g');

/**
 * Replaces each island's slot in the page's HTML by the island rendered as a root of its own, as
 * the browser will hydrate it (same element, same props, same English texts, same id prefix),
 * inside a wrapper that names its code and when to run it. Returns that HTML and the JSON script
 * with the props. On a page in another language, `untranslated` holds the English texts shown
 * for want of a translation, and the tag that marks them.
 */
export function renderIslands(
  pageHtml: string,
  islands: readonly IslandEntry[],
  untranslated: { tag: string; texts: ReadonlySet<string> } = { tag: '', texts: new Set() },
): { html: string; dataScript: string } {
  const untranslatedByIsland = islands.map((island) => untranslatedTextsIn(island.props, untranslated.texts));
  const html = pageHtml.replace(slotPattern, (_slot, indexText: string) => {
    const index = Number(indexText);
    const island = islands[index];
    if (!island) throw new Error(`island slot ${index} has no island`);
    const { component: Component, props, hydrate, clientOnly } = island;
    const inner = clientOnly
      ? ''
      : renderToString(
          islandRoot(Component, props, { tag: untranslated.tag, texts: untranslatedByIsland[index] ?? [] }),
          { identifierPrefix: islandIdentifierPrefix(index) },
        );
    const attributes = [
      'class="contents"',
      `data-island="${escapeAttribute(keyOfIsland(Component))}"`,
      `data-island-index="${index}"`,
      `data-hydrate="${hydrate}"`,
      ...(clientOnly ? ['data-client-only=""'] : []),
    ];
    return `<div ${attributes.join(' ')}>${inner}</div>`;
  });
  const data: IslandData = {
    props: islands.map((island) => island.props),
    // Only on a page that shows English texts in an island: an English page's data stays as it was.
    ...(untranslatedByIsland.some((texts) => texts.length > 0) && {
      untranslated: { tag: untranslated.tag, texts: untranslatedByIsland },
    }),
  };
  const dataScript = `<script type="application/json" id="${ISLAND_DATA_ID}">${serializeJsonForScript(data)}</script>`;
  return { html, dataScript };
}

/** JSON inside a script element: `<` is escaped so no text can close the element. */
function serializeJsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
