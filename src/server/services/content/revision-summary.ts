// What a revision changed, in words a person reads: "Patna Branch: phone +91 33 0000 0012 →
// +91 98300 12345", "Removed opening 005 CRM Executive", "Hero slide 2: new photo", "Added branch
// Siliguri". Drawn from the collection's form (its JSON Schema: field titles, list item names) and
// the two documents; a collection may add its own words for its items (revision-describers.ts).

import type { FieldSchema } from '#shared/content.js';
import {
  isCheckedTranslation,
  LANGUAGE_PROPERTIES,
  translatableTexts,
  translatedFromOf,
  translationsOf,
} from '#shared/content-translations.js';
import { siteLanguages } from '#shared/languages.js';
import {
  fieldName,
  listItemName,
  listItemWithNoun,
  lowerFirst,
  upperFirst,
} from '#shared/list-item-names.js';

/** One list item that was added, removed or changed, as a describer sees it. */
export type ItemChange = {
  /** The list's dot path in the document: 'openings', 'contacts.sales'. */
  list: string;
  /** The item as the editor names it: 'Opening 005 CRM Executive'. */
  name: string;
  /** Undefined when the item was added. */
  before: Record<string, unknown> | undefined;
  /** Undefined when the item was removed. */
  after: Record<string, unknown> | undefined;
};

/**
 * A collection's own words for its changes, where the general ones say less than a person would:
 * "Closed opening 005 CRM Executive" rather than "005 CRM Executive: open until … → …".
 */
export type RevisionDescriber = {
  /** Names an item of the list at `list` ('openings'); undefined for the editor's name. */
  itemName?: (list: string, item: Record<string, unknown>, position: number) => string | undefined;
  /** Lines for one item's change, instead of the general ones; undefined keeps the general ones. */
  describeItemChange?: (change: ItemChange) => string[] | undefined;
};

/** At most this many lines; then 'and N more changes'. */
export const MAX_SUMMARY_LINES = 20;

/** Texts longer than this are not quoted in full: "new description". */
const QUOTED_TEXT_MAX = 80;

/**
 * What changed from `before` to `after` (two documents of the collection whose form is `schema`),
 * one sentence a line, by the names people know the items by. Empty when nothing changed.
 */
export function describeChanges(
  schema: FieldSchema,
  before: unknown,
  after: unknown,
  describer: RevisionDescriber = {},
): string[] {
  const lines: string[] = [];
  compareValues(schema, before, after, { where: [], path: [], lines, describer, label: '' });
  lines.push(...describeTranslationChanges(schema, before, after));
  if (lines.length <= MAX_SUMMARY_LINES) return lines;
  const more = lines.length - MAX_SUMMARY_LINES;
  return [...lines.slice(0, MAX_SUMMARY_LINES), `And ${more} more ${more === 1 ? 'change' : 'changes'}`];
}

type Walk = {
  /** The names that say where the value is: ['Patna Branch'], ['Contacts', 'Sales']. */
  where: string[];
  /** The value's path in the document. */
  path: string[];
  /** The value's field title, as it reads inside a sentence ('phone'). */
  label: string;
  lines: string[];
  describer: RevisionDescriber;
};

/** A sentence about the value at `walk`: 'Patna Branch: phone a → b', or 'Tagline a → b' at the top. */
function say(walk: Walk, text: string): void {
  walk.lines.push(walk.where.length > 0 ? `${walk.where.join(' › ')}: ${text}` : upperFirst(text));
}

function compareValues(schema: FieldSchema | undefined, before: unknown, after: unknown, walk: Walk): void {
  if (isEqual(before, after)) return;
  const widget = schema?.['x-widget'];
  if (widget === 'photo' || widget === 'video' || widget === 'logo') {
    compareMedia(widget, before, after, walk);
  } else if (isRecord(before) && isRecord(after)) {
    compareObjects(schema, before, after, walk);
  } else if (Array.isArray(before) && Array.isArray(after)) {
    if (after.concat(before).every((item) => isRecord(item))) {
      compareItemLists(
        schema ?? {},
        before as Record<string, unknown>[],
        after as Record<string, unknown>[],
        walk,
      );
    } else compareValueLists(schema?.items, before, after, walk);
  } else if (before === undefined) {
    say(
      walk,
      isRecord(after) || Array.isArray(after)
        ? `added ${walk.label}`
        : `added ${walk.label} ${quote(after, schema)}`,
    );
  } else if (after === undefined) {
    say(
      walk,
      isRecord(before) || Array.isArray(before)
        ? `removed ${walk.label}`
        : `removed ${walk.label} ${quote(before, schema)}`,
    );
  } else if (isLongText(before, schema) || isLongText(after, schema)) {
    say(walk, `new ${walk.label}`);
  } else {
    say(walk, `${walk.label} ${quote(before, schema)} → ${quote(after, schema)}`);
  }
}

/** A photo, video or logo: which file it is matters, not its code. */
function compareMedia(widget: 'photo' | 'video' | 'logo', before: unknown, after: unknown, walk: Walk): void {
  const sameFile = widget === 'photo' && isRecord(before) && isRecord(after) && before.id === after.id;
  const text =
    before === undefined
      ? `added ${walk.label}`
      : after === undefined
        ? `removed ${walk.label}`
        : sameFile
          ? `new description of the ${walk.label}`
          : `new ${walk.label}`;
  say(walk, text);
}

function compareObjects(
  schema: FieldSchema | undefined,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  walk: Walk,
): void {
  // A group inside a document or an item says where it is ('Contacts › Sales: e-mail …').
  const where = walk.path.length > 0 && walk.label ? [...walk.where, upperFirst(walk.label)] : walk.where;
  const keys = [...Object.keys(schema?.properties ?? {}), ...Object.keys(before), ...Object.keys(after)];
  for (const key of new Set(keys)) {
    // A document's translations are told apart, by language and field (describeTranslationChanges).
    if (walk.path.length === 0 && LANGUAGE_PROPERTIES.includes(key)) continue;
    const property = schema?.properties?.[key];
    compareValues(property, before[key], after[key], {
      ...walk,
      where,
      path: [...walk.path, key],
      label: lowerFirst(property?.title ?? key),
    });
  }
}

/**
 * The translations added, changed or removed, one a line, each by its language and by the field
 * it translates as the editor names it: 'Bengali: changed Top of the page › Heading'. The texts are not
 * quoted: the history's readers may not read the language, and the field says where to look. A
 * translation kept as it was after its English changed ("Still right") is 'confirmed'; one a
 * speaker of the language marked as right ("Checked, it's right") is 'checked'.
 */
function describeTranslationChanges(schema: FieldSchema, before: unknown, after: unknown): string[] {
  const beforeTranslations = translationsOf(before);
  const afterTranslations = translationsOf(after);
  // A key names its field in the document that has it: a removed item's only in `before`.
  const names = new Map<string, string>();
  for (const document of [before, after]) {
    for (const { key, at } of translatableTexts(schema, document))
      names.set(key, fieldName(schema, document, at.join('.')));
  }
  const languageCodes = new Set([...Object.keys(beforeTranslations), ...Object.keys(afterTranslations)]);
  const lines: string[] = [];
  for (const code of languageCodes) {
    const language = siteLanguages.find((candidate) => candidate.code === code)?.englishName ?? code;
    const earlier = beforeTranslations[code] ?? {};
    const now = afterTranslations[code] ?? {};
    const earlierFrom = translatedFromOf(before)[code] ?? {};
    const nowFrom = translatedFromOf(after)[code] ?? {};
    for (const key of new Set([...Object.keys(earlier), ...Object.keys(now)])) {
      const change =
        earlier[key] === now[key]
          ? earlierFrom[key] !== nowFrom[key] && nowFrom[key] !== undefined
            ? 'confirmed'
            : undefined
          : earlier[key] === undefined
            ? 'added'
            : now[key] === undefined
              ? 'removed'
              : 'changed';
      if (change) lines.push(`${language}: ${change} ${names.get(key) ?? key}`);
      const translation = now[key];
      if (
        translation !== undefined &&
        earlier[key] === translation &&
        isCheckedTranslation(after, code, key, translation) &&
        !isCheckedTranslation(before, code, key, translation)
      )
        lines.push(`${language}: checked ${names.get(key) ?? key}`);
    }
  }
  return lines;
}

/**
 * A list of items (branches, openings, slides): matched by their key (id, slug, name...) so a
 * moved item is the same item; each added, removed or changed one in a sentence of its own.
 */
function compareItemLists(
  schema: FieldSchema,
  before: Record<string, unknown>[],
  after: Record<string, unknown>[],
  walk: Walk,
): void {
  const list = walk.path.join('.');
  const name = (item: Record<string, unknown>, position: number) =>
    walk.describer.itemName?.(list, item, position) ?? listItemName(schema, item, position);
  const describeItem = (change: ItemChange, general: () => void) => {
    const own = walk.describer.describeItemChange?.(change);
    if (own)
      walk.lines.push(
        ...own.map((line) => (walk.where.length > 0 ? `${walk.where.join(' › ')}: ${line}` : line)),
      );
    else general();
  };

  const pairs = matchItems(before, after);
  for (const pair of pairs) {
    const earlier = pair.before === undefined ? undefined : before[pair.before];
    const item = pair.after === undefined ? undefined : after[pair.after];
    if (earlier && item && isEqual(earlier, item)) continue;
    // Named as it was known before the change: "Old title: title “Old title” → “New title”".
    const itemName =
      earlier && pair.before !== undefined
        ? name(earlier, pair.before + 1)
        : name(item ?? {}, (pair.after ?? 0) + 1);
    describeItem({ list, name: itemName, before: earlier, after: item }, () => {
      if (!item) say(walk, `removed ${listItemWithNoun(schema, itemName)}`);
      else if (!earlier) say(walk, `added ${listItemWithNoun(schema, itemName)}`);
      else
        compareObjects(schema.items, earlier, item, {
          ...walk,
          where: [...walk.where, itemName],
          path: [],
          label: '',
        });
    });
  }
  const kept = pairs.filter((pair) => pair.before !== undefined && pair.after !== undefined);
  const order = kept.map((pair) => pair.before ?? 0);
  if (order.some((position, index) => index > 0 && position < (order[index - 1] ?? 0))) {
    say(walk, `new order of ${walk.label}`);
  }
}

/** An item of the list before and the same item after (by index); one side missing when added or removed. */
type ItemPair = { before?: number; after?: number };

/**
 * Which item before is which after. By a key (id or slug) when every item has a different one, so
 * a moved item is the same item. Else by a name (name, title, heading), where an item renamed in
 * place is the same item too; else by position. Removed items first, then the list as it is now.
 */
function matchItems(before: Record<string, unknown>[], after: Record<string, unknown>[]): ItemPair[] {
  const key = matchingKey(before, after);
  const afterIndexOf = new Map<unknown, number>(after.map((item, index) => [key ? item[key] : index, index]));
  const pairs = new Map<number, number>();
  before.forEach((item, index) => {
    const afterIndex = afterIndexOf.get(key ? item[key] : index);
    if (afterIndex !== undefined) pairs.set(index, afterIndex);
  });
  if (key && !strongKeys.includes(key)) {
    const pairedAfter = new Set(pairs.values());
    before.forEach((_, index) => {
      if (!pairs.has(index) && index < after.length && !pairedAfter.has(index)) pairs.set(index, index);
    });
  }
  const beforeOf = new Map([...pairs].map(([beforeIndex, afterIndex]) => [afterIndex, beforeIndex]));
  return [
    ...before.flatMap((_, index) => (pairs.has(index) ? [] : [{ before: index }])),
    ...after.map((_, index) => ({ before: beforeOf.get(index), after: index })),
  ];
}

/** Keys that name an item for good: a changed one makes another item. */
const strongKeys = ['id', 'slug'];

/** A list of plain values (requirements, cities): what was added and what removed. */
function compareValueLists(
  item: FieldSchema | undefined,
  before: unknown[],
  after: unknown[],
  walk: Walk,
): void {
  const added = after.filter((value) => !before.some((other) => isEqual(other, value)));
  const removed = before.filter((value) => !after.some((other) => isEqual(other, value)));
  if (added.length === 0 && removed.length === 0) say(walk, `new order of ${walk.label}`);
  else if ([...added, ...removed].some((value) => isLongText(value, item))) say(walk, `new ${walk.label}`);
  else {
    for (const value of added) say(walk, `added ${quote(value)} to ${walk.label}`);
    for (const value of removed) say(walk, `removed ${quote(value)} from ${walk.label}`);
  }
}

/**
 * The property that tells a list's items apart: the first of id, slug, name, title and heading
 * that every item has, each a different text. None (items matched by position) when there is none.
 */
function matchingKey(
  before: Record<string, unknown>[],
  after: Record<string, unknown>[],
): string | undefined {
  const distinct = (items: Record<string, unknown>[], key: string) => {
    const values = items.map((item) => item[key]);
    return (
      values.every((value) => typeof value === 'string' && value !== '') &&
      new Set(values).size === values.length
    );
  };
  return ['id', 'slug', 'name', 'title', 'heading'].find(
    (key) => distinct(before, key) && distinct(after, key),
  );
}

function isLongText(value: unknown, schema: FieldSchema | undefined): boolean {
  return schema?.['x-widget'] === 'textarea' || (typeof value === 'string' && value.length > QUOTED_TEXT_MAX);
}

/** A value as a sentence shows it: numbers and phone numbers as they are, texts in quotes. */
function quote(value: unknown, schema?: FieldSchema): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'string') return String(value);
  const plain =
    schema?.['x-widget'] === 'tel' || schema?.['x-widget'] === 'email' || schema?.enum !== undefined;
  return plain || /^[\d\s.+:-]+$/.test(value) ? value : `“${value}”`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are the same. */
function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, index) => isEqual(value, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isEqual(a[key], b[key]));
  }
  return false;
}
