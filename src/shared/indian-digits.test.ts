import { describe, expect, it } from 'vitest';
import { withAsciiDigits } from './indian-digits.js';

describe('digits in Indian scripts', () => {
  it('reads Bengali, Devanagari and Odia digits as ASCII digits', () => {
    expect(withAsciiDigits('৯৮৩০০ ১২৩৪৫')).toBe('98300 12345');
    expect(withAsciiDigits('९८३००१२३४५')).toBe('9830012345');
    expect(withAsciiDigits('୭୫୧୦୦୧')).toBe('751001');
  });

  it('leaves letters of those scripts and ASCII text as they are', () => {
    expect(withAsciiDigits('পাটনা 800001')).toBe('পাটনা 800001');
    expect(withAsciiDigits('रांची')).toBe('रांची');
  });
});
