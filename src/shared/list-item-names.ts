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
    name = ownName(record);
  }
  return upperFirst(name ?? `${listItemNoun(list)} ${position}`);
}

/**
 * What a collapsed item of a list shows, so an editor tells its items apart without opening
 * them: its name ('Hero slide 1', which keeps its place in the list), the item's own heading
 * where the name does not already say it, and for items that have a photo the chosen one.
 */
export type ListItemPreview = {
  name: string;
  /** The item's name, title or heading, when its list names it otherwise ('hero slide {position}'). */
  heading?: string;
  /** For items with a photo: the chosen photo's id, or null while none is chosen. Absent otherwise. */
  photoId?: string | null;
};

/** The preview of the item at `position` (from 1) of `list`, from the list's schema and the item. */
export function listItemPreview(list: FieldSchema, item: unknown, position: number): ListItemPreview {
  const record = isRecord(item) ? item : {};
  const name = listItemName(list, item, position);
  const heading = ownName(record);
  const preview: ListItemPreview = { name };
  if (heading && !name.toLowerCase().includes(heading.toLowerCase())) preview.heading = heading;
  const photo = photoOf(list.items, record);
  if (photo !== undefined) preview.photoId = photo;
  return preview;
}

/** The item's own name, title, heading or caption, the first that is filled in. */
function ownName(record: Record<string, unknown>): string | undefined {
  for (const key of nameProperties) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * The id of the item's photo: the item itself when the list holds photos, else its first property
 * drawn as a photo. Null when the item has a place for a photo but none is chosen; undefined when
 * items of this list have no photo.
 */
function photoOf(item: FieldSchema | undefined, record: Record<string, unknown>): string | null | undefined {
  if (!item) return undefined;
  let photo: unknown;
  if (item['x-widget'] === 'photo') photo = record;
  else {
    const key = Object.entries(item.properties ?? {}).find(
      ([, property]) => property['x-widget'] === 'photo',
    )?.[0];
    if (key === undefined) return undefined;
    photo = record[key];
  }
  const id = isRecord(photo) && typeof photo.id === 'string' ? photo.id.trim() : '';
  return id || null;
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

/**
 * A field as the editor names it, by its item's name: 'Patna Branch › Phone', 'Contacts › Sales
 * (brand pages) › E-mail'. A list that names its items ('x-item') is told by the item alone.
 */
export function fieldName(schema: FieldSchema, document: unknown, path: string): string {
  const parts: string[] = [];
  let field: FieldSchema | undefined = schema;
  let value = document;
  for (const key of path.split('.')) {
    if (field?.type === 'array' && Array.isArray(value)) {
      const index = Number(key);
      // 'Patna Branch' says it is one of the offices; 'Photo 3' needs its list's title before it.
      if (field['x-item']) parts.pop();
      parts.push(listItemName(field, value[index], index + 1));
      field = field.items;
      value = value[index];
    } else {
      field = field?.properties?.[key];
      value = isRecord(value) ? value[key] : undefined;
      parts.push(field?.title ?? key);
    }
  }
  return parts.join(' › ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key an item's name makes ('HP World Salt Lake' → 'hp-world-salt-lake'), as the content's keys are written. */
export function keyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
