import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { consentBanner, consentCategories } from '#content/consent.js';
import { footerQuickLinks, headerNavLinks } from '#content/navigation.js';
import { type SiteLanguage, siteLanguages } from '#shared/languages.js';
import { carouselTexts } from '#web/components/carousel/carousel-text.js';
import { galleryTexts } from '#web/components/gallery/gallery-text.js';
import { playVideoText } from '#web/components/media/click-to-play-video-text.js';
import { applicationFormSources } from '#web/features/careers/application-form-text.js';
import { chatSources } from '#web/features/chat/chat-text.js';
import { enquiryButtonSources } from '#web/features/enquiries/enquiry-button-text.js';
import { enquiryFormSources } from '#web/features/enquiries/enquiry-form-text.js';
import { openingHoursSources } from '#web/features/opening-hours/index.js';
import { brandProductListSources } from '#web/pages/brand/brand-product-text.js';
import { partnerLogoStripTexts } from '#web/pages/home/partner-logo-strip-text.js';
import { createTranslator, formatNumber, siteCatalogues } from './interface-text.js';

const [english, bengali, hindi] = siteLanguages as [SiteLanguage, SiteLanguage, SiteLanguage];

/** The ICU argument names of a message, sorted: '{count, number} of {name}' → ['count', 'name']. */
function argumentNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

/**
 * The texts every language must have (page titles may fall back to English): the shell's, the
 * enquiry and application forms' with each of their validation messages and the application's
 * notices, the brand page's product list with its Get Quote list, and the texts islands show
 * from a phrasebook (carousels, galleries, opening hours, the partner logo strip, a video's play button).
 */
const shellSources = [
  ...headerNavLinks.map((link) => link.label),
  ...footerQuickLinks.map((link) => link.label),
  ...Object.values(consentBanner),
  ...consentCategories.flatMap((category) => [category.label, category.description]),
  ...enquiryButtonSources,
  ...enquiryFormSources(),
  ...applicationFormSources(),
  ...brandProductListSources,
  ...chatSources(),
  ...Object.values(carouselTexts('slide')),
  ...Object.values(carouselTexts('photo')),
  ...Object.values(galleryTexts),
  playVideoText,
  ...openingHoursSources(),
  ...Object.values(partnerLogoStripTexts),
];

describe('the interface text catalogues', () => {
  it('have a catalogue for every language but the default, and are flagged as samples', () => {
    expect(Object.keys(siteCatalogues).sort()).toEqual(['bn', 'hi']);
    for (const catalogue of Object.values(siteCatalogues))
      expect(catalogue._status).toMatch(/native speaker/);
  });

  it('translate every text of the navigation, the cookie banner, the forms, the brand page’s products, the chat widget and the islands’ phrasebooks', () => {
    for (const code of ['bn', 'hi']) {
      const missing = shellSources.filter((source) => !(source in (siteCatalogues[code] ?? {})));
      expect({ code, missing }).toEqual({ code, missing: [] });
    }
  });

  it('are valid ICU messages with the same arguments as their English source', () => {
    for (const catalogue of Object.values(siteCatalogues)) {
      for (const [source, translation] of Object.entries(catalogue)) {
        if (source.startsWith('_')) continue;
        expect(() => compileMessage(translation)).not.toThrow();
        expect({ source, names: argumentNames(translation) }).toEqual({
          source,
          names: argumentNames(source),
        });
      }
    }
  });
});

describe('a translator', () => {
  it('formats a translation with its values, numbers in Indian grouping in the language’s digits', () => {
    const source =
      'HP World and Lenovo exclusive retail stores in Eastern India: find one of {count, number} HP World stores, then call or e-mail it.';
    const translate = createTranslator(bengali, siteCatalogues.bn);
    expect(translate(source, { count: 123456 })).toContain('১,২৩,৪৫৬টি HP World');
    expect(createTranslator(english)(source, { count: 123456 })).toContain('one of 1,23,456 HP World');
  });

  it('falls back to the English source, with its values, for a text not translated', () => {
    const translate = createTranslator(hindi, siteCatalogues.hi);
    expect(translate('Careers')).toBe('करियर');
    expect(translate('{name} is not translated', { name: 'This' })).toBe('This is not translated');
  });

  it('writes numbers with Indian grouping', () => {
    expect(formatNumber(123456, english)).toBe('1,23,456');
    expect(formatNumber(123456, hindi)).toBe('1,23,456');
    expect(formatNumber(123456, bengali)).toBe('১,২৩,৪৫৬');
  });
});

describe('the catalogue files of a language', () => {
  it('never translate one text two ways (the files are merged, so one would silently win)', () => {
    const files = import.meta.glob<Record<string, string>>('../../content/interface-text/*/*.json', {
      eager: true,
      import: 'default',
    });
    const seen = new Map<string, { file: string; translation: string }>();
    const clashes: string[] = [];
    for (const [file, catalogue] of Object.entries(files)) {
      const code = file.split('/').at(-2);
      for (const [source, translation] of Object.entries(catalogue)) {
        if (source.startsWith('_')) continue;
        const earlier = seen.get(`${code} ${source}`);
        if (earlier && earlier.translation !== translation)
          clashes.push(`${file} and ${earlier.file}: ${source}`);
        seen.set(`${code} ${source}`, { file, translation });
      }
    }
    expect(clashes).toEqual([]);
  });
});
