import { describe, expect, it } from 'vitest';
import { latinSpellingOf, looseNameKey } from './indic-place-names.js';

describe('place names in Bengali and Devanagari script', () => {
  it('are spelt in plain Latin letters, the flapped ড়/ड़ as r and the nasal marks as n', () => {
    expect(latinSpellingOf('পাটনা')).toBe('patana');
    expect(latinSpellingOf('शिलिगुड़ी')).toBe('shiliguri');
    expect(latinSpellingOf('শিলিগুড়ি')).toBe('shiliguri');
    expect(latinSpellingOf('रांची')).toBe('ranchi');
    expect(latinSpellingOf('রাঁচি')).toBe('ranchi');
    expect(latinSpellingOf('Patna')).toBeUndefined();
  });

  it('share a loose key with their English names despite vowel length, doubled letters, a trailing a and w/v', () => {
    const sameKey = (a: string, b: string) => expect(looseNameKey(a), `${a} / ${b}`).toBe(looseNameKey(b));
    sameKey('patana', 'Patna');
    sameKey('kalakata', 'Kolkata');
    sameKey('darjilin', 'Darjeeling');
    sameKey('mujaphpharapura', 'Muzaffarpur');
    sameKey('bhuvaneshvara', 'Bhubaneswar');
    sameKey('guvahati', 'Guwahati');
    sameKey('purniya', 'Purnia');
    sameKey('haora', 'Howrah');
  });

  it('keep names apart that differ in more than those', () => {
    expect(looseNameKey('patana')).not.toBe(looseNameKey('Purnia'));
    expect(looseNameKey('ranchi')).not.toBe(looseNameKey('Raiganj'));
    expect(looseNameKey('gaya')).not.toBe(looseNameKey('Goa'));
  });
});
