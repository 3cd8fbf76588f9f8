/** Where a value sits in a document: property names and list indexes, 'offices', 3, 'phone'. */
export type DocumentPath = readonly (string | number)[];

/** A path as the server and the checklist write it: 'offices.3.phone'. */
export function dotPath(path: DocumentPath): string {
  return path.join('.');
}

/** The value at `path`, or undefined when some part of the way is missing. */
export function valueAt(document: unknown, path: DocumentPath): unknown {
  let value = document;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * A copy of `document` with `value` at `path` (copying only the objects and lists on the way);
 * undefined removes an object's property, so an emptied optional field leaves the document.
 */
export function withValueAt(document: unknown, path: DocumentPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const child = withValueAt(valueAt(document, [key]), rest, value);
  if (typeof key === 'number') {
    const list = Array.isArray(document) ? [...document] : [];
    list[key] = child;
    return list;
  }
  const record = { ...(isRecord(document) ? document : {}) };
  if (child === undefined) delete record[key];
  else record[key] = child;
  return record;
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<Item>(list: readonly Item[], from: number, to: number): Item[] {
  const moved = [...list];
  if (to < 0 || to >= list.length) return moved;
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return moved;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
