/**
 * Where the pages show each collection's items, so a preview opens on the changed one: the list
 * in the collection's document, and the element id the pages give an item of that list by its key
 * (src/web/components/contact/branch-card.tsx, src/web/components/carousel/carousel-frame.tsx).
 */
const itemAnchors: Record<string, { list: string; elementId: (key: string) => string }> = {
  branches: { list: 'offices', elementId: (key) => `branch-${key}` },
  heroSlides: { list: 'slides', elementId: (key) => `slide-${key}` },
};

function itemsOf(document: unknown, list: string): unknown[] {
  const items = (document as Record<string, unknown> | undefined)?.[list];
  return Array.isArray(items) ? items : [];
}

/**
 * The address fragment of the first item the draft changed or added ('#branch-patna'), for the
 * preview links; undefined when the collection's items have no place on the pages or none changed.
 */
export function changedItemAnchor(
  collection: string,
  published: unknown,
  draft: unknown,
): string | undefined {
  const anchor = itemAnchors[collection];
  if (!anchor) return undefined;
  const before = itemsOf(published, anchor.list);
  const after = itemsOf(draft, anchor.list);
  for (const [index, item] of after.entries()) {
    const key = (item as { id?: unknown } | null)?.id;
    if (typeof key !== 'string' || key === '') continue;
    if (JSON.stringify(item) !== JSON.stringify(before[index])) return `#${anchor.elementId(key)}`;
  }
  return undefined;
}
