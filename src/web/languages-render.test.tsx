import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { type SiteLanguage, siteLanguages } from '#shared/languages.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import odiaCatalogue from '#tests/fixtures/odia-interface-text.json' with { type: 'json' };
import { siteCatalogues } from './app/interface-text.js';
import { createPageRenderer, pageRenderer } from './entry-server.js';

const input = { content: sampleContent, today: '2026-01-01' };
const site = SITE_URL_PLACEHOLDER;

/** The `<link rel="alternate">` tags of a head, as hreflang → href. */
function alternatesOf(headTags: string): Record<string, string> {
  return Object.fromEntries(
    [...headTags.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

/** The header's language links, as their text → href. */
function switcherLinks(appHtml: string): Record<string, string> {
  const switcher = appHtml.match(/<nav aria-label="[^"]+"[^>]*><ul[^>]*>(.*?)<\/ul><\/nav>/)?.[1] ?? '';
  return Object.fromEntries(
    [...switcher.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[2], match[1]]),
  );
}

describe('a page in Bengali and Hindi', () => {
  it('has its language, its own canonical, and reciprocal alternates with x-default', () => {
    const bengali = pageRenderer.renderPage('/bn/careers', input);
    const hindi = pageRenderer.renderPage('/hi/careers', input);
    const english = pageRenderer.renderPage('/careers', input);
    expect([english.lang, bengali.lang, hindi.lang]).toEqual(['en-IN', 'bn-IN', 'hi-IN']);
    expect(bengali.headTags).toContain(`<link rel="canonical" href="${site}/bn/careers" />`);
    expect(hindi.headTags).toContain(`<link rel="canonical" href="${site}/hi/careers" />`);
    const alternates = {
      'en-IN': `${site}/careers`,
      'bn-IN': `${site}/bn/careers`,
      'hi-IN': `${site}/hi/careers`,
      'x-default': `${site}/careers`,
    };
    for (const page of [english, bengali, hindi]) expect(alternatesOf(page.headTags)).toEqual(alternates);
    expect(bengali.headTags).toContain('<meta property="og:locale" content="bn_IN" />');
    expect(bengali.headTags).toContain(
      `"url":"${site}/bn/careers","name":"কেরিয়ার | Sample Infotech Group","inLanguage":"bn-IN"`,
    );
    expect(bengali.headTags).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    expect(bengali.headTags).toContain('<meta property="og:locale:alternate" content="hi_IN" />');
  });

  it('has its title, description and navigation in the language, links kept in it, and its body unmarked', () => {
    const { headTags, appHtml } = pageRenderer.renderPage('/bn/careers', input);
    expect(headTags).toContain('<title>কেরিয়ার | ');
    expect(pageRenderer.renderPage('/hi/brands/hp', input).headTags).toContain(
      '<title>HP के उत्पाद: अधिकृत वितरक | ',
    );
    expect(headTags).toMatch(/<meta name="description" content="কলকাতায়/);
    expect(appHtml).toContain('>পরিষেবা</a>');
    expect(appHtml).toContain('href="/bn/retail"');
    expect(appHtml).not.toContain('href="/retail"');
    expect(appHtml).toMatch(/<main id="[^"]+" tabindex="-1" class/);
  });

  it('shows the content in the language, and marks a text not yet translated as English', () => {
    const bengaliHero = sampleContent.careersPage.translations?.bn?.['hero.title'];
    expect(bengaliHero).toBeTruthy();
    expect(pageRenderer.renderPage('/bn/careers', input).appHtml).toContain(`>${bengaliHero}<`);
    const { bn, ...others } = sampleContent.careersPage.translations ?? {};
    const withoutBengali = {
      ...sampleContent,
      careersPage: { ...sampleContent.careersPage, translations: others },
    };
    const { appHtml } = pageRenderer.renderPage('/bn/careers', { ...input, content: withoutBengali });
    expect(appHtml).toContain(`<span lang="en-IN">${sampleContent.careersPage.hero.title}</span>`);
    expect(pageRenderer.renderPage('/careers', input).appHtml).not.toContain('<span lang="en-IN">');
  });

  it('keeps every internal link of every page in the language, but the switcher', () => {
    for (const pagePath of [
      ...pageRenderer.sitemapPaths(sampleContent),
      '/page-not-found',
      '/brands/nokia',
    ]) {
      const { appHtml } = pageRenderer.renderPage(`/bn${pagePath === '/' ? '' : pagePath}`, input);
      const withoutSwitchers = appHtml.replace(/<a href="[^"]+" hrefLang="[^"]+"/g, '');
      const pageLinks = [...withoutSwitchers.matchAll(/href="(\/[^"]*)"/g)]
        .map((match) => match[1] ?? '')
        // Files: images, videos, documents, and the API.
        .filter((href) => !/^\/(images|media|videos|api|assets)\/|\.\w+$/.test(href));
      expect({ pagePath, outside: pageLinks.filter((href) => !/^\/bn(\/|$)/.test(href)) }).toEqual({
        pagePath,
        outside: [],
      });
    }
  });

  it('links only to pages that exist, in every language, from the not-found pages too', () => {
    const pagePaths = [...pageRenderer.sitemapPaths(sampleContent), '/no-such-page', '/brands/nokia'];
    for (const prefix of ['', '/bn', '/hi']) {
      for (const pagePath of pagePaths) {
        const { appHtml } = pageRenderer.renderPage(
          `${prefix}${pagePath === '/' && prefix ? '' : pagePath}`,
          input,
        );
        const pageLinks = [...appHtml.matchAll(/href="(\/[^"#?]*)/g)]
          .map((match) => match[1] ?? '')
          // Files: images, videos, documents, and the API.
          .filter((href) => !/^\/(images|media|videos|api|assets)\/|\.\w+$/.test(href));
        const leadingNowhere = pageLinks.filter(
          (href) => pageRenderer.resolvePath(href, sampleContent).kind !== 'page',
        );
        expect({ page: `${prefix}${pagePath}`, leadingNowhere }).toEqual({
          page: `${prefix}${pagePath}`,
          leadingNowhere: [],
        });
      }
    }
  });

  it('offers on a not-found page a switcher that leads to the home page in each language', () => {
    const homes = { English: '/', বাংলা: '/bn', हिन्दी: '/hi' };
    for (const path of ['/no-such-page', '/bn/no-such-page', '/hi/brands/nokia']) {
      expect(switcherLinks(pageRenderer.renderPage(path, input).appHtml)).toEqual(homes);
    }
  });

  it('offers a switcher that leads to the same page in each language, named in its own script', () => {
    const expected = { English: '/retail', বাংলা: '/bn/retail', हिन्दी: '/hi/retail' };
    expect(switcherLinks(pageRenderer.renderPage('/retail', input).appHtml)).toEqual(expected);
    expect(switcherLinks(pageRenderer.renderPage('/hi/retail', input).appHtml)).toEqual(expected);
    expect(switcherLinks(pageRenderer.renderPage('/bn', input).appHtml)).toEqual({
      English: '/',
      বাংলা: '/bn',
      हिन्दी: '/hi',
    });
  });

  it('finds every page under each prefix, and nothing under an unknown one', () => {
    expect(pageRenderer.resolvePath('/bn/brands/HP', sampleContent)).toEqual({
      kind: 'page',
      path: '/bn/brands/hp',
    });
    expect(pageRenderer.resolvePath('/hi', sampleContent)).toEqual({ kind: 'page', path: '/hi' });
    expect(pageRenderer.resolvePath('/xx/careers', sampleContent)).toMatchObject({ kind: 'not-found' });
  });
});

/** The `@font-face` rules of a head, as their family → the URLs of their files. */
function fontFacesOf(headTags: string): Record<string, string[]> {
  const faces: Record<string, string[]> = {};
  for (const [rule] of headTags.matchAll(/@font-face\{[^}]*\}/g)) {
    const family = rule.match(/font-family:'([^']+)'/)?.[1] ?? '';
    faces[family] = [
      ...(faces[family] ?? []),
      ...[...rule.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? ''),
    ];
  }
  return faces;
}

describe('the fonts of a page', () => {
  it('are the script subset of Noto Sans Bengali on a Bengali page, and of Noto Sans Devanagari on a Hindi one', () => {
    const bengali = pageRenderer.renderPage('/bn/careers', input).headTags;
    const faces = fontFacesOf(bengali);
    expect(Object.keys(faces)).toEqual(['Noto Sans Bengali', 'Noto Sans Bengali Fallback']);
    expect(faces['Noto Sans Bengali']).toEqual([
      expect.stringMatching(/\/noto-sans-bengali-bengali-400-normal\.woff2$/),
      expect.stringMatching(/\/noto-sans-bengali-bengali-700-normal\.woff2$/),
    ]);
    // Served from the package here (the build hashes them under /assets/).
    for (const url of faces['Noto Sans Bengali'] ?? []) {
      expect(fs.existsSync(path.join(import.meta.dirname, '../..', url))).toBe(true);
    }
    expect(bengali.match(/<link rel="preload"[^>]*>/g)).toEqual([
      expect.stringMatching(
        /^<link rel="preload" href="[^"]+\/noto-sans-bengali-bengali-700-normal\.woff2" as="font" type="font\/woff2" crossorigin \/>$/,
      ),
    ]);
    // Used only if it is there by the first paint: a face swapped in later moves the text.
    expect(bengali.match(/font-display:optional/g)).toHaveLength(2);
    expect(bengali.match(/unicode-range:U\+0951-0952,U\+0964-0965,U\+0980-09FE,/g)).toHaveLength(3);
    expect(bengali).toMatch(/size-adjust:[\d.]+%;ascent-override:91\.7%;descent-override:40\.8%/);
    expect(bengali).toContain(
      "html{font-family:'Noto Sans Bengali','Noto Sans Bengali Fallback',var(--font-sans)}",
    );

    const hindi = pageRenderer.renderPage('/hi/careers', input).headTags;
    expect(Object.keys(fontFacesOf(hindi))).toEqual([
      'Noto Sans Devanagari',
      'Noto Sans Devanagari Fallback',
    ]);
    expect(hindi).toContain('/noto-sans-devanagari-devanagari-400-normal.woff2');
  });

  it('are none on an English page', () => {
    for (const pagePath of [...pageRenderer.sitemapPaths(sampleContent), '/page-not-found']) {
      const { headTags } = pageRenderer.renderPage(pagePath, input);
      expect({ pagePath, fonts: headTags.match(/@font-face|woff2|Noto Sans/g) }).toEqual({
        pagePath,
        fonts: null,
      });
    }
  });
});

describe('a fourth language', () => {
  it('appears on every page with its prefix, switcher link and alternates from a list entry and a catalogue', () => {
    const odia: SiteLanguage = { code: 'or', tag: 'or-IN', name: 'ଓଡ଼ିଆ', englishName: 'Odia' };
    const renderer = createPageRenderer([...siteLanguages, odia], { ...siteCatalogues, or: odiaCatalogue });
    const page = renderer.renderPage('/or/careers', input);
    expect(page.lang).toBe('or-IN');
    expect(page.headTags).toContain('<title>ଚାକିରି | ');
    expect(alternatesOf(page.headTags)['or-IN']).toBe(`${site}/or/careers`);
    expect(alternatesOf(renderer.renderPage('/bn/careers', input).headTags)['or-IN']).toBe(
      `${site}/or/careers`,
    );
    expect(switcherLinks(renderer.renderPage('/careers', input).appHtml)[odia.name]).toBe('/or/careers');
    expect(renderer.resolvePath('/or/careers', sampleContent)).toEqual({ kind: 'page', path: '/or/careers' });
    // A text the catalogue lacks is shown in English.
    expect(page.appHtml).toContain('>Services</a>');
    // No font is configured for it (src/shared/language-fonts.ts): the page keeps the site's face.
    expect(page.headTags).not.toContain('@font-face');
  });

  it("shows the content's own translations in it, and English marked as English where it has none", () => {
    const odia: SiteLanguage = { code: 'or', tag: 'or-IN', name: 'ଓଡ଼ିଆ', englishName: 'Odia' };
    const renderer = createPageRenderer([...siteLanguages, odia], { ...siteCatalogues, or: odiaCatalogue });
    const { careersPage } = sampleContent;
    const odiaText = 'କୋଲକାତାର ଏକ ବଢ଼ୁଥିବା ପ୍ରଯୁକ୍ତି ସଂସ୍ଥାରେ ଯୋଗ ଦିଅନ୍ତୁ।';
    const withOdia = {
      ...sampleContent,
      careersPage: {
        ...careersPage,
        translations: { ...careersPage.translations, or: { 'hero.text': odiaText } },
      },
    };
    const { appHtml } = renderer.renderPage('/or/careers', { ...input, content: withOdia });
    expect(appHtml).toContain(`>${odiaText}<`);
    expect(appHtml).toContain(`<span lang="en-IN">${careersPage.hero.title}</span>`);
  });
});
