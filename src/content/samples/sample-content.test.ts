import { describe, expect, it } from 'vitest';
import { collectionNames, collections } from '#content/collections.js';
import { sampleContent } from './index.js';

describe('the first revision of every collection (the samples)', () => {
  const content = sampleContent;

  it.each(collectionNames)('%s passes its own schema unchanged', (name) => {
    const parsed = collections[name].schema.safeParse(content[name]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(content[name]);
  });

  it('names every collection once', () => {
    expect(Object.keys(content).sort()).toEqual([...collectionNames].sort());
  });
});
