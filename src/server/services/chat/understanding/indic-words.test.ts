import { describe, expect, it } from 'vitest';
import { nearbyCategories } from '#server/services/chat/knowledge/product-categories.js';
import { acronymOf, loanwordSpelling } from './indic-words.js';
import { notCarriedIn } from './message-asks.js';

describe('English loanwords written in Bengali or Devanagari script', () => {
  it('reads acronyms spelt with letter names as their letters', () => {
    expect(loanwordSpelling('এইচপি एचपी টিভি टीवी সিসিটিভি ईएसएसएल')).toEqual([
      'hp',
      'hp',
      'tv',
      'tv',
      'cctv',
      'essl',
    ]);
  });

  it('reads other words in Latin letters without their final inherent vowel', () => {
    expect(loanwordSpelling('সোলার प्रोडक्ट')).toEqual(['solar', 'prodakt']);
    expect(loanwordSpelling('HP World')).toEqual(['hp', 'world']);
  });

  it('reads A before a letter name that starts with its sound, when the rest spells letters too', () => {
    expect(loanwordSpelling('এসি एसी এস এসএমএস')).toEqual(['ac', 'ac', 'es', 'sms']);
  });

  it('does not read one letter name, or a word that is not letter names, as an acronym', () => {
    expect(acronymOf('pi')).toBeUndefined();
    expect(acronymOf('solar')).toBeUndefined();
  });
});

describe('a kind of product we do not sell, named in any script', () => {
  it('is found by the taxonomy, with the words the question wrote', () => {
    const words = ['আপনারা', 'সোলার', 'প্যানেল', 'বেচেন'];
    expect(notCarriedIn(loanwordSpelling(words.join(' ')), words, nearbyCategories)).toMatchObject({
      category: { name: 'solar panels' },
      words: 'সোলার',
    });
    expect(notCarriedIn(loanwordSpelling('जनरेटर'), ['जनरेटर'], nearbyCategories)?.category.name).toBe(
      'generators',
    );
    expect(
      notCarriedIn(loanwordSpelling('ল্যাপটপ মনিটর'), ['ল্যাপটপ', 'মনিটর'], nearbyCategories),
    ).toBeUndefined();
  });

  it('is found by the sounds of a word that names the kind on its own, not by a word of a longer name', () => {
    expect(notCarriedIn(loanwordSpelling('फ्रिज'), ['फ्रिज'], nearbyCategories)?.category.name).toBe(
      'home appliances',
    );
    expect(
      notCarriedIn(loanwordSpelling('রেফ্রিজারেটর'), ['রেফ্রিজারেটর'], nearbyCategories)?.category.name,
    ).toBe('home appliances');
    expect(
      notCarriedIn(loanwordSpelling('গেমিং মনিটর'), ['গেমিং', 'মনিটর'], nearbyCategories),
    ).toBeUndefined();
  });
});
