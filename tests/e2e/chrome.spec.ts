import { expect, type Page, test } from '@playwright/test';
import {
  company,
  footerQuickLinks,
  generalContact,
  headerNavLinks,
  sampleContent,
} from '#content/samples/index.js';
import { legalName } from '#content/site-content.js';
import { OPEN_SETTINGS_EVENT } from '#web/features/consent/index.js';
import {
  expectShippedLogo,
  scrollsSideways,
  seriousAccessibilityViolations,
  withConsentGiven,
} from './support/public-page.js';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 360, height: 740 };

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const burger = (page: Page) => page.getByRole('button', { name: 'Menu' });

/** The labels of the main navigation's links that are marked as the current page. */
async function activeLinks(page: Page): Promise<string[]> {
  return mainNavigation(page).locator('a[aria-current="page"]').allInnerTexts();
}

test.describe('at desktop width', () => {
  test.use({ viewport: desktop });

  test('the header shows the logo, the group name and Private Limited', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const homeLink = header.getByRole('link', { name: `${company.name} ${company.legalSuffix}` });
    await expect(homeLink).toBeVisible();
    await expectShippedLogo(homeLink.locator('svg'), company.logo);
    await expect(burger(page)).toBeHidden();
  });

  test('the navigation lists every page in order and follows a chosen link', async ({ page }) => {
    await page.goto('/');
    await expect(mainNavigation(page).getByRole('link')).toHaveText(headerNavLinks.map((link) => link.label));
    expect(await activeLinks(page)).toEqual(['Home']);

    await mainNavigation(page).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => activeLinks(page)).toEqual(['Careers']);
  });

  // Home is marked only on / itself; a brand page belongs to the portfolio, /retail-partners to
  // distribution, and /retail is not marked on /retail-partners.
  for (const [path, active] of [
    ['/about', 'About'],
    ['/brands/hp', 'Portfolio'],
    ['/retail-partners', 'Distribution'],
    ['/retail', 'Retail'],
  ] as const) {
    test(`on ${path} the navigation marks ${active} alone`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => activeLinks(page)).toEqual([active]);
    });
  }

  test('the skip link is the first stop of the keyboard and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the footer has the quick links, the contact details, the copyright and the credits', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText(
      footerQuickLinks.map((link) => link.label),
    );
    await expect(footer.getByRole('link', { name: generalContact.phone })).toHaveAttribute(
      'href',
      `tel:${generalContact.phone.replace(/\s/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: generalContact.email })).toHaveAttribute(
      'href',
      `mailto:${generalContact.email}`,
    );
    await expect(footer).toContainText('Kolkata, West Bengal');
    await expect(footer).toContainText(`© 2025 ${legalName(sampleContent)}`);
    await expect(footer.getByRole('link', { name: 'IP geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );

    await footer.getByRole('link', { name: 'Products Portfolio' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("the footer's Cookie settings button asks the consent feature to open", async ({ page }) => {
    await page.goto('/');
    const opened = page.evaluate(
      (eventName) =>
        new Promise<boolean>((resolve) =>
          window.addEventListener(eventName, () => resolve(true), { once: true }),
        ),
      OPEN_SETTINGS_EVENT,
    );
    // A far-down island runs when the visitor scrolls to it (its button is disabled until then).
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.scrollIntoViewIfNeeded();
    await settings.click();
    expect(await opened).toBe(true);
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page opened in a tab that had scrolled another page starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.goto('/careers');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('at mobile width', () => {
  test.use({ viewport: mobile });

  test('the burger opens the menu, and choosing a link goes there and closes it', async ({ page }) => {
    await page.goto('/');
    const menu = mainNavigation(page);
    await expect(menu).toBeHidden();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    const menuId = await burger(page).getAttribute('aria-controls');
    expect(menuId).toBeTruthy();

    await burger(page).click();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('id', menuId ?? '');
    await expect(menu.getByRole('link')).toHaveText(headerNavLinks.map((link) => link.label));
    expect(await activeLinks(page)).toEqual(['Home']);

    await menu.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/activities$/);
    await expect(menu).toBeHidden();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');

    await burger(page).click();
    expect(await activeLinks(page)).toEqual(['Activities']);
    await burger(page).click();
    await expect(menu).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the burger', async ({ page }) => {
    await page.goto('/');
    await burger(page).click();
    await page.keyboard.press('Tab');
    await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mainNavigation(page)).toBeHidden();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(burger(page)).toBeFocused();
  });

  test('the open menu has no serious accessibility problem and the page does not scroll sideways', async ({
    page,
  }) => {
    test.slow(); // axe-core takes a while on a busy machine
    await page.goto('/');
    await burger(page).click();
    await expect(mainNavigation(page)).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
