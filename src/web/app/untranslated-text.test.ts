import { describe, expect, it } from 'vitest';
import { markUntranslatedTexts } from './untranslated-text.js';

describe('markUntranslatedTexts', () => {
  const texts = new Set(['Durga Puja', 'Tom & Jerry']);

  it('marks each text node that is an untranslated text as English, spaces kept outside', () => {
    expect(
      markUntranslatedTexts('<p>দুর্গাপুজো</p><h3> Durga Puja </h3><b>Tom &amp; Jerry</b>', texts, 'en-IN'),
    ).toBe(
      '<p>দুর্গাপুজো</p><h3> <span lang="en-IN">Durga Puja</span> </h3><b><span lang="en-IN">Tom &amp; Jerry</span></b>',
    );
  });

  it('leaves attributes, parts of longer texts, and options and titles alone', () => {
    const html =
      '<img alt="Durga Puja"/><p>Closed for Durga Puja</p><select><option value="x">Durga Puja</option></select><title>Durga Puja</title>';
    expect(markUntranslatedTexts(html, texts, 'en-IN')).toBe(html);
  });

  it('marks a text between React’s separators of adjacent texts', () => {
    expect(markUntranslatedTexts('<p>বন্ধ: <!-- -->Durga Puja<!-- -->.</p>', texts, 'en-IN')).toBe(
      '<p>বন্ধ: <!-- --><span lang="en-IN">Durga Puja</span><!-- -->.</p>',
    );
  });
});
