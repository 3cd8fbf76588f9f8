import { describe, expect, it } from 'vitest';
import { createSpellingCorrector, dropsInnerVowels, editDistance } from './spelling.js';

describe('misspelling correction', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('brnach', 'branch', 2)).toBe(1);
    expect(editDistance('siligudi', 'siliguri', 2)).toBe(1);
    expect(editDistance('kolkata', 'patna', 1)).toBe(2);
  });

  const dictionary = new Map([
    ['branch', 3],
    ['siliguri', 1],
    ['bhubaneswar', 1],
    ['lenovo', 2],
    ['address', 9],
    ['store', 12],
    ['stock', 1],
    ['job', 4],
    ['brunch', 1],
    ['open', 3],
    ['opening', 5],
  ]);
  const correct = createSpellingCorrector(dictionary, (word) => dictionary.has(word) || word === 'apply');

  it('corrects a near miss of a name or topic word', () => {
    expect(correct('brnach')).toBe('branch');
    expect(correct('siligudi')).toBe('siliguri');
    expect(correct('bhubneswar')).toBe('bhubaneswar');
    expect(correct('lenova')).toBe('lenovo');
    expect(correct('adress')).toBe('address');
  });

  it('corrects a dropped, added or swapped letter, to the more frequent of two words as near', () => {
    expect(correct('jobz')).toBe('job');
    expect(correct('sotre')).toBe('store');
    expect(correct('brnch')).toBe('branch');
  });

  it('corrects a word typed without some of its inner vowels, however many it leaves out', () => {
    expect(dropsInnerVowels('lnvo', 'lenovo')).toBe(true);
    expect(dropsInnerVowels('opns', 'open')).toBe(false);
    expect(correct('lnvo')).toBe('lenovo');
    expect(correct('opn')).toBe('open');
    expect(correct('opnng')).toBe('opening');
    expect(correct('addrss')).toBe('address');
    expect(correct('opt')).toBe('opt');
  });

  it('corrects a word of six letters or more written with other vowels, as it sounds, when no word is nearer', () => {
    expect(correct('lenuvu')).toBe('lenovo');
    expect(correct('siligeree')).toBe('siliguri');
    expect(correct('scare')).toBe('scare');
    expect(correct('jaab')).toBe('jaab');
  });

  it('leaves short, known and unrelated words alone, and a real word one letter from another', () => {
    expect(correct('score')).toBe('score');
    expect(correct('dell')).toBe('dell');
    expect(correct('apply')).toBe('apply');
    expect(correct('weather')).toBe('weather');
    expect(correct('12345')).toBe('12345');
  });
});
