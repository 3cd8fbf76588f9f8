/**
 * The text rule for what people type: no control characters (U+0000 to U+001F, U+007F to U+009F).
 * No one types one, and PostgreSQL cannot take a NUL in a text value at all (it answered 500), so
 * both engines see the same clean text. Free text allows the tab and the line breaks a text area
 * makes; a search box does not.
 */
const anyControlCharacter = /\p{Cc}/u;
const controlCharacterBesidesLineBreaks = /(?![\t\n\r])\p{Cc}/u;

export const controlCharacterMessage = 'must not contain control characters';

export function hasControlCharacter(value: string, { allowLineBreaks = false } = {}): boolean {
  return (allowLineBreaks ? controlCharacterBesidesLineBreaks : anyControlCharacter).test(value);
}

/**
 * The first field of a request part (its body, query or parameters) whose text holds a NUL, named
 * by its path from the top ('message', 'messages.0.content'); undefined when there is none. Names
 * count as well as values: a NUL in a key reaches the database as surely as one in a value. It
 * walks with a list, not by recursion: a hostile body nests arrays thousands deep.
 */
export function fieldWithNul(value: unknown): string | undefined {
  const pending: { item: unknown; path: string[] }[] = [{ item: value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, path } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path.join('.') || 'body';
      continue;
    }
    if (typeof item !== 'object' || item === null || item instanceof Uint8Array) continue;
    // Reversed onto the list, so that fields are looked at in their order.
    for (const [key, child] of Object.entries(item).reverse()) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
      pending.push({ item: child, path: [...path, key] });
    }
  }
  return undefined;
}
