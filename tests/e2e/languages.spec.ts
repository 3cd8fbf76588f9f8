import { expect, type Page, test } from '@playwright/test';
import { sampleContent } from '#content/samples/index.js';
import { scrollsSideways, seriousAccessibilityViolations, withConsentGiven } from './support/public-page.js';

/** The page's hreflang alternates, as hreflang → path. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const entries = await links.evaluateAll((elements) =>
    elements.map((element) => [
      element.getAttribute('hreflang') ?? '',
      new URL(element.getAttribute('href') ?? '').pathname,
    ]),
  );
  return Object.fromEntries(entries);
}

const languageSwitcher = (page: Page) => page.getByRole('navigation', { name: /^(Language|ভাষা|भाषा)$/ });

test.describe('with a cookie choice made', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
  });

  for (const { path, lang, title, navigationLink, canonical, heading } of [
    {
      path: '/bn/',
      lang: 'bn-IN',
      title: /Sample Infotech Group/,
      navigationLink: 'কেরিয়ার',
      canonical: '/bn',
      heading: sampleContent.heroSlides.translations?.bn?.['slides.trusted-partner.heading'],
    },
    {
      path: '/hi/careers',
      lang: 'hi-IN',
      title: /^करियर \|/,
      navigationLink: 'हमारे बारे में',
      canonical: '/hi/careers',
      heading: sampleContent.careersPage.translations?.hi?.['hero.text'],
    },
  ]) {
    test(`${path} answers in its language, content included, with its canonical and reciprocal alternates`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(title);
      const canonicalHref = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonicalHref ?? '').pathname).toBe(canonical);
      const pagePath = canonical.replace(/^\/(bn|hi)/, '') || '/';
      const prefixed = (prefix: string) => (pagePath === '/' ? prefix : `${prefix}${pagePath}`);
      expect(await alternates(page)).toEqual({
        'en-IN': pagePath,
        'bn-IN': prefixed('/bn'),
        'hi-IN': prefixed('/hi'),
        'x-default': pagePath,
      });
      // The navigation is in the language, and its links stay in it.
      const link = page.getByRole('banner').getByRole('link', { name: navigationLink }).first();
      await expect(link).toHaveAttribute('href', new RegExp(`^/${lang.slice(0, 2)}/`));
      // The content is in the language too, and the page body is not marked as English.
      expect(heading).toBeTruthy();
      await expect(
        page
          .getByRole('main')
          .getByText(heading ?? '', { exact: true })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('main')).not.toHaveAttribute('lang');
    });
  }

  test('the switcher on an English page leads to the same page in each language, by keyboard too', async ({
    page,
  }) => {
    await page.goto('/careers');
    const switcher = languageSwitcher(page);
    await expect(switcher.getByRole('link')).toHaveText(['English', 'বাংলা', 'हिन्दी']);
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await expect(switcher.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn/careers');
    await expect(switcher.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/careers');
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Choose a language' }).getByRole('link'),
    ).toHaveText(['English', 'বাংলা', 'हिन्दी']);

    // The skip link first, then the languages.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(switcher.getByRole('link', { name: 'বাংলা' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bn\/careers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
    await expect(languageSwitcher(page).getByRole('link', { name: 'বাংলা' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await languageSwitcher(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('a Bengali page fits a 320 px screen and has no serious accessibility violation', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/bn/careers');
    await expect(languageSwitcher(page).getByRole('link', { name: 'हिन्दी' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'মেনু' })).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('an unknown path under a language prefix answers 404 in that language', async ({ page }) => {
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle(/^पेज नहीं मिला \|/);
    await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', '/hi');
  });

  test('the sitemap names every page in each language with its alternates', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entry = sitemap.match(/<url>\s*<loc>[^<]*\/bn\/careers<\/loc>([\s\S]*?)<\/url>/)?.[1] ?? '';
    const named = [...entry.matchAll(/hreflang="([^"]+)" href="[^"]*?\/\/[^/"]+([^"]*)"/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(named).toEqual([
      ['en-IN', '/careers'],
      ['bn-IN', '/bn/careers'],
      ['hi-IN', '/hi/careers'],
      ['x-default', '/careers'],
    ]);
    const locs = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    const english = locs.filter((loc) => !/^\/(bn|hi)(\/|$)/.test(loc ?? ''));
    expect(locs.filter((loc) => /^\/bn(\/|$)/.test(loc ?? ''))).toHaveLength(english.length);
    expect(locs.filter((loc) => /^\/hi(\/|$)/.test(loc ?? ''))).toHaveLength(english.length);
  });

  test("the Bengali home page's links move between its sections in Bengali, and its switcher leads to the same section", async ({
    page,
  }) => {
    await page.goto('/bn/products');
    const navigation = page.getByRole('navigation', { name: 'প্রধান' });
    await navigation.getByRole('link', { name: 'যোগাযোগ' }).click();
    await expect(page).toHaveURL(/\/bn\/contact$/);
    await expect(page.locator('section#contact')).toBeInViewport();
    await expect(page).toHaveTitle(/^যোগাযোগ করুন \|/);
    await expect(languageSwitcher(page).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(languageSwitcher(page).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'href',
      '/hi/contact',
    );
  });
});

test.describe('without a cookie choice', () => {
  test('the cookie banner speaks the page’s language, and its choice holds on the English pages', async ({
    page,
  }) => {
    await page.goto('/hi/careers');
    const banner = page.getByRole('region', { name: 'यह वेबसाइट कुकीज़ का उपयोग करती है' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('checkbox', { name: 'ज़रूरी' })).toBeChecked();
    await banner.getByRole('button', { name: 'केवल ज़रूरी कुकीज़ रखें' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/careers');
    await expect(page.getByRole('region', { name: 'This website uses cookies' })).toBeHidden();
  });
});

test.describe('a browser that prefers Bengali', () => {
  test.use({ locale: 'bn-IN' });

  test('is offered the Bengali page once on an English page, never redirected, and not again once it said no', async ({
    page,
  }) => {
    await withConsentGiven(page);
    const response = await page.goto('/careers');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const offer = page.getByRole('complementary', { name: 'এই পাতাটি বাংলায় পড়ুন' });
    await expect(offer.getByRole('link', { name: 'এই পাতাটি বাংলায় পড়ুন' })).toHaveAttribute(
      'href',
      '/bn/careers',
    );
    await offer.getByRole('button', { name: 'না, ধন্যবাদ' }).click();
    await expect(offer).toBeHidden();
    await page.goto('/retail');
    // The offer's island has run on this page too, and offers nothing.
    await expect(page.locator('[data-island*="language-offer"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('complementary', { name: 'এই পাতাটি বাংলায় পড়ুন' })).toHaveCount(0);
  });

  test('is offered nothing on a Bengali page', async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/bn/careers');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('[data-island*="language-offer"]')).toHaveCount(0);
  });
});
