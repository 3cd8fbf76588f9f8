import { describe, expect, it } from 'vitest';
import { contentPreviewDocumentRows } from './content-previews-repository.js';
import { contentRevisionRow } from './content-repository.js';

// A revision and a preview keep their document as JSON text, which reads back as the same value.

const document = { hero: { title: 'Careers', text: 'Join us' } };

describe('contentRevisionRow', () => {
  it('stores the document as JSON, the rest in their columns', () => {
    const row = contentRevisionRow({
      collection: 'careersPage',
      revision: 4,
      document,
      createdAt: '2026-11-25T10:00:00.000Z',
      author: 'owner@example.com',
      restoredFrom: 2,
    });
    expect({ ...row, document: JSON.parse(row.document) }).toEqual({
      collection: 'careersPage',
      revision: 4,
      document,
      created_at: '2026-11-25T10:00:00.000Z',
      author: 'owner@example.com',
      restored_from: 2,
      published_with: null,
    });
  });
});

describe('contentPreviewDocumentRows', () => {
  it('stores each collection draft as JSON under the token hash', () => {
    const rows = contentPreviewDocumentRows({
      tokenHash: 'ab'.repeat(32),
      documents: { careersPage: document, awards: [] },
    });
    expect(rows.map((row) => ({ ...row, document: JSON.parse(row.document) }))).toEqual([
      { token_hash: 'ab'.repeat(32), collection: 'careersPage', document },
      { token_hash: 'ab'.repeat(32), collection: 'awards', document: [] },
    ]);
  });
});
