import { describe, expect, it } from 'vitest';
import { collections } from '#content/collections.js';
import { sampleContent } from '#content/samples/index.js';
import { editorSchemas } from '#server/services/content/editor-schemas.js';
import { emptyValue, fieldLabel } from './editor-schema.js';

// The schemas as GET /api/content/schemas sends them.
const editorSchema = (collection: 'openings') => editorSchemas()[collection];

describe('the editor schema helpers', () => {
  it('names a field by the titles on its way, counting list items from 1', () => {
    const schema = editorSchema('openings');
    expect(fieldLabel(schema, ['openings', '2', 'title'])).toBe('Openings › 3 › Title');
    expect(fieldLabel(schema, ['openings', 0, 'salary', 'maxLpa'])).toBe(
      'Openings › 1 › Salary (lakh rupees per annum) › To (LPA)',
    );
    expect(fieldLabel(schema, ['unknown'])).toBe('unknown');
  });

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
