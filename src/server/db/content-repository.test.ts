import { describe, expect, it } from 'vitest';
import { contentPreviewRow } from './content-previews-repository.js';
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
    });
  });
});

describe('contentPreviewRow', () => {
  it('stores the draft as JSON under its token hash', () => {
    const row = contentPreviewRow({
      tokenHash: 'ab'.repeat(32),
      collection: 'careersPage',
      document,
      createdAt: '2026-11-25T10:00:00.000Z',
      expiresAt: '2026-11-25T11:00:00.000Z',
    });
    expect({ ...row, document: JSON.parse(row.document) }).toEqual({
      token_hash: 'ab'.repeat(32),
      collection: 'careersPage',
      document,
      created_at: '2026-11-25T10:00:00.000Z',
      expires_at: '2026-11-25T11:00:00.000Z',
    });
  });
});
