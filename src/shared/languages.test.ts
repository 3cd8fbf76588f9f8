import { describe, expect, it } from 'vitest';
import {
  languageAlternates,
  languageEnglishName,
  languageInWords,
  languageOfPath,
  languageOfTag,
  openGraphLocale,
  pathInLanguage,
  type SiteLanguage,
  siteLanguages,
} from './languages.js';

const [english, bengali, hindi] = siteLanguages as [SiteLanguage, SiteLanguage, SiteLanguage];
const odia: SiteLanguage = { code: 'or', tag: 'or-IN', name: 'ଓଡ଼ିଆ', englishName: 'Odia' };
const withOdia = [...siteLanguages, odia];

describe('the site languages', () => {
  it('are English at the plain paths, Bengali and Hindi under their prefixes, named in their own scripts', () => {
    expect(siteLanguages.map(({ code, tag, name }) => [code, tag, name])).toEqual([
      ['en', 'en-IN', 'English'],
      ['bn', 'bn-IN', 'বাংলা'],
      ['hi', 'hi-IN', 'हिन्दी'],
    ]);
  });

  it('reads the language and the page from a path', () => {
    expect(languageOfPath('/careers')).toEqual({ language: english, pagePath: '/careers' });
    expect(languageOfPath('/')).toEqual({ language: english, pagePath: '/' });
    expect(languageOfPath('/bn')).toEqual({ language: bengali, pagePath: '/' });
    expect(languageOfPath('/hi/careers')).toEqual({ language: hindi, pagePath: '/careers' });
    expect(languageOfPath('/bn/brands/hp')).toEqual({ language: bengali, pagePath: '/brands/hp' });
    // Only a whole first segment is a prefix, and English has none.
    expect(languageOfPath('/bnx/careers')).toEqual({ language: english, pagePath: '/bnx/careers' });
    expect(languageOfPath('/en/careers')).toEqual({ language: english, pagePath: '/en/careers' });
  });

  it('writes a page path in each language, and back', () => {
    expect(pathInLanguage('/careers', english)).toBe('/careers');
    expect(pathInLanguage('/careers', bengali)).toBe('/bn/careers');
    expect(pathInLanguage('/', hindi)).toBe('/hi');
    for (const language of siteLanguages) {
      for (const pagePath of ['/', '/retail', '/brands/hp']) {
        expect(languageOfPath(pathInLanguage(pagePath, language))).toEqual({ language, pagePath });
      }
    }
  });

  it('lists a page in every language and x-default, the same list from every language', () => {
    expect(languageAlternates('/careers')).toEqual([
      { hreflang: 'en-IN', path: '/careers' },
      { hreflang: 'bn-IN', path: '/bn/careers' },
      { hreflang: 'hi-IN', path: '/hi/careers' },
      { hreflang: 'x-default', path: '/careers' },
    ]);
    expect(openGraphLocale(bengali)).toBe('bn_IN');
  });

  it('takes a fourth language from the list alone', () => {
    expect(languageOfPath('/or/careers', withOdia)).toEqual({ language: odia, pagePath: '/careers' });
    expect(languageOfPath('/or/careers')).toEqual({ language: english, pagePath: '/or/careers' });
    expect(languageAlternates('/', withOdia).map((alternate) => alternate.path)).toEqual([
      '/',
      '/bn',
      '/hi',
      '/or',
      '/',
    ]);
  });
});

describe('the language of a page in the browser', () => {
  it('is the one whose tag <html lang> carries, and the default for any other tag', () => {
    expect(languageOfTag('bn-IN')).toBe(bengali);
    expect(languageOfTag('hi-IN')).toBe(hindi);
    expect(languageOfTag('en-IN')).toBe(english);
    expect(languageOfTag('or-IN', withOdia)).toBe(odia);
    expect(languageOfTag('or-IN')).toBe(english);
    expect(languageOfTag('')).toBe(english);
  });
});

describe('a language as staff read it', () => {
  it('names it in English with its own name beside, English alone, and an unknown code as stored', () => {
    expect(languageInWords('bn')).toBe('Bengali (বাংলা)');
    expect(languageInWords('hi')).toBe('Hindi (हिन्दी)');
    expect(languageInWords('en')).toBe('English');
    expect(languageInWords('or', withOdia)).toBe('Odia (ଓଡ଼ିଆ)');
    expect(languageInWords('xx')).toBe('xx');
  });

  it('names a language by its English name in the admin lists, and a code no longer published as stored', () => {
    expect(['en', 'bn', 'hi'].map((code) => languageEnglishName(code))).toEqual([
      'English',
      'Bengali',
      'Hindi',
    ]);
    expect(languageEnglishName('or', withOdia)).toBe('Odia');
    expect(languageEnglishName('xx')).toBe('xx');
  });
});
