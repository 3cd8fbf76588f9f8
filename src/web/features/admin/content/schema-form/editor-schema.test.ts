import { describe, expect, it } from 'vitest';
import { collections } from '#content/collections.js';
import { sampleContent } from '#content/samples/index.js';
import { editorSchemas } from '#server/services/content/editor-schemas.js';
import { emptyValue } from './editor-schema.js';

// The schemas as GET /api/content/schemas sends them.
const editorSchema = (collection: 'openings') => editorSchemas()[collection];

describe('the editor schema helpers', () => {
  it('starts a new opening with every required field present and empty, to be filled in', () => {
    const itemSchema = editorSchema('openings').properties?.openings?.items;
    if (!itemSchema) throw new Error('openings has no item schema');
    const opening = emptyValue(itemSchema) as Record<string, unknown>;
    expect(Object.keys(opening).sort()).toEqual([...(itemSchema.required ?? [])].sort());
    expect(opening.title).toBe('');
    expect(opening.type).toBe('Full-time');
    expect(opening.responsibilities).toEqual(['']);
    expect(opening).not.toHaveProperty('validThrough');
    // Empty is not valid: publishing it names the fields still to fill in.
    const document = { openings: [...sampleContent.openings.openings, { ...opening, id: '999' }] };
    expect(collections.openings.schema.safeParse(document).success).toBe(false);
  });
});
