import { useCallback, useMemo, useState } from 'react';
import { collections, isCollectionName } from '#content/collections.js';
import { type FieldSchema, messagesByField } from '#shared/content.js';
import { listItemName, lowerFirst } from '#shared/list-item-names.js';

/**
 * Every invalid field of `document`, by dot path, as the server's check at publish finds them:
 * the collection's own zod schema judges (no second copy of its rules). Each message names the
 * record the field belongs to ('Patna Branch: phone must be…'), so one of a branch list's nine
 * phone fields is told from the others, at the field and in the summary.
 */
export function documentMessages(
  collection: string,
  schema: FieldSchema,
  document: unknown,
): Record<string, string> {
  if (!isCollectionName(collection)) return {};
  const parsed = collections[collection].schema.safeParse(document);
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(messagesByField(parsed.error.issues)).map(([path, message]) => {
      const record = recordName(schema, document, path.split('.'));
      return [path, record ? `${record}: ${lowerFirst(message)}` : message];
    }),
  );
}

/**
 * What holds the field at `path`: the nearest list item, by the name the list shows it with
 * ('Patna Branch'), else the nearest titled group ('Sales (brand pages)'); undefined for a field of
 * the document itself.
 */
function recordName(schema: FieldSchema, document: unknown, path: readonly string[]): string | undefined {
  let name: string | undefined;
  let field: FieldSchema | undefined = schema;
  let value = document;
  for (const key of path.slice(0, -1)) {
    if (field?.type === 'array' && Array.isArray(value)) {
      const index = Number(key);
      if (field.items?.type === 'object') name = listItemName(field, value[index], index + 1);
      field = field.items;
      value = value[index];
    } else {
      field = field?.properties?.[key];
      value =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      if (field?.type === 'object' && field.title) name = field.title;
    }
  }
  return name;
}

/**
 * The messages to show: a left field's own, and those of the lists and groups around it (a list's
 * 'Only one office can be the corporate office' shows once a box in it is left).
 */
export function shownMessages(
  messages: Readonly<Record<string, string>>,
  shown: ReadonlySet<string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).filter(([path]) =>
      [...shown].some((left) => left === path || left.startsWith(`${path}.`)),
    ),
  );
}

/**
 * The checks as the person types: a field's message shows once they leave it, and from then on
 * follows each keystroke (it goes as soon as the value is right). `showAll` shows the message of
 * every field wrong now, as a refused publish does; a list item added later starts unjudged again.
 */
export function useFieldChecks(collection: string, schema: FieldSchema, document: unknown) {
  const messages = useMemo(
    () => (document === undefined ? {} : documentMessages(collection, schema, document)),
    [collection, schema, document],
  );
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const showField = useCallback(
    (path: string) => setShown((previous) => (previous.has(path) ? previous : new Set([...previous, path]))),
    [],
  );
  const showAll = useCallback(
    () => setShown((previous) => new Set([...previous, ...Object.keys(messages)])),
    [messages],
  );
  const visible = useMemo(() => shownMessages(messages, shown), [messages, shown]);
  return { messages, visible, showField, showAll };
}
