import { describe, expect, it } from 'vitest';
import { preferredSiteLanguage } from './language-offer-choice.js';

describe('preferredSiteLanguage', () => {
  const codes = ['en', 'bn', 'hi'];

  it('is the first of the browser’s languages the site has, when not English', () => {
    expect(preferredSiteLanguage(['bn-IN', 'en-GB'], codes, 'en')).toBe('bn');
    expect(preferredSiteLanguage(['fr', 'HI', 'bn'], codes, 'en')).toBe('hi');
  });

  it('is none when English comes first, or the site has none of them', () => {
    expect(preferredSiteLanguage(['en-IN', 'bn'], codes, 'en')).toBeUndefined();
    expect(preferredSiteLanguage(['fr-FR', 'de'], codes, 'en')).toBeUndefined();
    expect(preferredSiteLanguage([], codes, 'en')).toBeUndefined();
  });
});
