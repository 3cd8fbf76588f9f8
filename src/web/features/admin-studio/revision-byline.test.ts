import { describe, expect, it } from 'vitest';
import { revisionByline } from './revision-byline.js';

describe('revisionByline', () => {
  it('calls the first revision the first version, not a revision by samples', () => {
    const line = revisionByline({ revision: 1, author: 'samples' }, '1 Nov 2026, 10:00');
    expect(line).toBe('First version, 1 Nov 2026, 10:00');
    expect(line).not.toContain('samples');
  });

  it('names the editor of a later revision', () => {
    expect(revisionByline({ revision: 2, author: 'asha@example.com' }, '2 Nov 2026, 11:00')).toBe(
      '2 Nov 2026, 11:00 by asha@example.com',
    );
  });
});
