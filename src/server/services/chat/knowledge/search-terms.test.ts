import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms.js';

describe('question terms', () => {
  const { questionTerms } = searchTermsOf('Sample Infotech Group');

  it('drops lone digits and letters, which name no topic', () => {
    expect(questionTerms('1')).toEqual([]);
    expect(questionTerms('option 1 or b')).toEqual(['option']);
  });

  it('keeps Job IDs, years and words, plurals folded', () => {
    expect(questionTerms('Job 001 openings in 2025')).toEqual(['job', '001', 'opening', '2025']);
  });
});
