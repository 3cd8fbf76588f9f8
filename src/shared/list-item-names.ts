// How the content studio names a list's items, the same in the editor's headings, the revision
// history and the launch checklist: 'Patna Branch', 'Opening 005 CRM Executive', 'Hero slide 2'.
// Drawn from the list's JSON Schema ('x-item', set in src/content/schemas), so both the browser
// and the server read it.

import type { FieldSchema } from './content.js';

/** Properties that name an item when its list has no name template, in order of preference. */
const nameProperties = ['name', 'title', 'heading', 'caption', 'label', 'alt'] as const;

/** What one item of `list` is called: its noun ('branch'), or a word made of the list's title. */
export function listItemNoun(list: FieldSchema): string {
  return list['x-item']?.noun ?? 'item';
}

/**
 * The name of the item at `position` (from 1) of `list`: its template filled in, else its name,
 * title, heading or caption, else its noun and position ('slide 2'). Always starts with a capital.
 */
export function listItemName(list: FieldSchema, item: unknown, position: number): string {
  const record = isRecord(item) ? item : {};
  const template = list['x-item']?.name;
  let name: string | undefined;
  if (template) {
    let complete = true;
    name = template.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = key === 'position' ? position : record[key];
      const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
      if (!text) complete = false;
      return text;
    });
    if (!complete) name = undefined;
  } else {
    for (const key of nameProperties) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) {
        name = value.trim();
        break;
      }
    }
    if (name === undefined && typeof item === 'string' && item.trim()) name = item.trim();
  }
  return upperFirst(name ?? `${listItemNoun(list)} ${position}`);
}

/**
 * The item with its noun, for a sentence: 'branch Siliguri' for an item named 'Siliguri', but
 * 'Patna Branch' and 'opening 005 CRM Executive' where the name already says what it is.
 */
export function listItemWithNoun(list: FieldSchema, name: string): string {
  const noun = listItemNoun(list);
  const lowerName = name.toLowerCase();
  if (
    noun === 'item' ||
    lowerName.split(/\s+/).some((word) => noun.toLowerCase().split(/\s+/).includes(word))
  ) {
    return lowerName.startsWith(noun.toLowerCase()) ? lowerFirst(name) : name;
  }
  return `${noun} ${name}`;
}

/** 'a branch', 'an opening'. */
export function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'phone' for 'Phone', but 'WhatsApp number' and 'PIN code' keep their capitals. */
export function lowerFirst(text: string): string {
  const firstWord = text.split(/\s/)[0] ?? '';
  return /[A-Z]/.test(firstWord.slice(1)) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
