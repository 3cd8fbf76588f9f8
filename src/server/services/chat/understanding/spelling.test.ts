import { describe, expect, it } from 'vitest';
import { createSpellingCorrector, editDistance } from './spelling.js';

describe('misspelling correction', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('brnach', 'branch', 2)).toBe(1);
    expect(editDistance('siligudi', 'siliguri', 2)).toBe(1);
    expect(editDistance('kolkata', 'patna', 1)).toBe(2);
  });

  const correct = createSpellingCorrector(
    ['branch', 'siliguri', 'bhubaneswar', 'lenovo', 'address'],
    new Set(['apply']),
  );

  it('corrects a near miss of a name or topic word', () => {
    expect(correct('brnach')).toBe('branch');
    expect(correct('siligudi')).toBe('siliguri');
    expect(correct('bhubneswar')).toBe('bhubaneswar');
    expect(correct('lenova')).toBe('lenovo');
    expect(correct('adress')).toBe('address');
  });

  it('leaves short, known and unrelated words alone', () => {
    expect(correct('dell')).toBe('dell');
    expect(correct('apply')).toBe('apply');
    expect(correct('weather')).toBe('weather');
    expect(correct('12345')).toBe('12345');
  });
});
