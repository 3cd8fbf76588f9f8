/**
 * The fields a new revision changed, as dot paths ('offices.3.phone'), for the revision history.
 * Lists grown or shrunk name the list itself. At most `limit` paths, the rest summarised.
 */
export function changedFields(before: unknown, after: unknown, limit = 50): string[] {
  const changes: string[] = [];
  const visit = (a: unknown, b: unknown, path: string): void => {
    if (changes.length > limit) return;
    if (Object.is(a, b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) changes.push(path || '(document)');
      for (let index = 0; index < Math.min(a.length, b.length); index++) {
        visit(a[index], b[index], join(path, String(index)));
      }
      return;
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        visit(a[key], b[key], join(path, key));
      return;
    }
    changes.push(path || '(document)');
  };
  visit(before, after, '');
  return changes.length > limit
    ? [...changes.slice(0, limit), `and ${changes.length - limit} more`]
    : changes;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
