import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.js';

describe('csvLine', () => {
  it.each([
    ['=1+1'],
    ['+1'],
    ['-1'],
    ['@SUM(A1)'],
    ['\tcmd'],
    ['\rcmd'],
    ['\n=HYPERLINK("http://example.com")'],
    ['  =1+1'],
    ['\r\n@cmd'],
    [' \t -1'],
    ['\u0085=1+1'],
    ['\u001c=1+1'],
    ['\u001f@cmd'],
    ['\u200b+1'],
    ['\u0085 \u001e-1'],
  ])(
    'neutralises a formula trigger after any leading white space, control or format character: %j',
    (value) => {
      expect(csvLine([value])).toBe(`"'${value.replaceAll('"', '""')}"\r\n`);
    },
  );

  it.each([['plain text'], ['a=b'], ['1-2'], [''], ['mail@example.com']])(
    'leaves other text as it is: %j',
    (value) => {
      expect(csvLine([value])).toBe(`"${value}"\r\n`);
    },
  );

  it('quotes every field and doubles quotes', () => {
    expect(csvLine(['say "hi"', null])).toBe('"say ""hi""",""\r\n');
  });
});
