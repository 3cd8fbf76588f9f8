import { describe, expect, it } from 'vitest';
import { collectionNames, collections } from '#content/collections.js';
import { sampleContent } from '#content/samples/index.js';

/** The path of every string in `value`, depth first. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** `document` with `insert` put in the middle of the string at `path`. */
function withInserted(document: unknown, path: (string | number)[], insert: string): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  const text = parent[last] as string;
  parent[last] = `${text.slice(0, 1)}${insert}${text.slice(1)}`;
  return copy;
}

describe('every string of every content collection', () => {
  const samples = sampleContent;
  const cases = collectionNames.flatMap((name) =>
    stringPaths(samples[name]).map((path) => ({ name, path: path.join('.') || '(document)', raw: path })),
  );

  it('is found in the samples (the walk reaches the fields)', () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each([
    ['U+0000', '\u0000'],
    ['U+0007', '\u0007'],
    ['U+001B', '\u001b'],
    ['U+007F', '\u007f'],
    ['U+0085', '\u0085'],
  ])('refuses the control character %s wherever it is typed, on the field it is in', (_name, control) => {
    const accepted = cases.filter(({ name, raw }) => {
      const result = collections[name].schema.safeParse(withInserted(samples[name], raw, control));
      return result.success || !result.error.issues.some((issue) => issue.path.join('.') === raw.join('.'));
    });
    expect(accepted.map(({ name, path }) => `${name}: ${path}`)).toEqual([]);
  });

  it('keeps the line breaks and tabs a paragraph is typed with', () => {
    const about = withInserted(samples.company, ['about', 'paragraphs', 0], '\r\n\t');
    expect(collections.company.schema.safeParse(about).success).toBe(true);
  });
});
