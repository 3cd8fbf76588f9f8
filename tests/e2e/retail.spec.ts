import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  branchOffices,
  corporateOffice,
  hpWorldStores,
  lenovoExclusiveStore,
  retailHero,
  storeHelp,
} from '#content/samples/index.js';
import {
  freezeClock,
  scrollsSideways,
  seriousAccessibilityViolations,
  withConsentGiven,
} from './support/public-page.js';

const storeCarouselName = 'HP and Lenovo store photos';
const lenovoCarouselName = `${lenovoExclusiveStore.title} photos`;

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/**
 * Opens /retail with a frozen clock and waits until both carousels run. A carousel's script runs
 * when it comes into view (or when the browser is idle, which a frozen clock never lets happen), so
 * each is scrolled into view, as a visitor would.
 */
async function openRetailWithFrozenClock(page: Page) {
  await freezeClock(page);
  await page.goto('/retail');
  for (const name of [lenovoCarouselName, storeCarouselName]) {
    const carousel = page.getByRole('region', { name });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  }
  return page.getByRole('region', { name: storeCarouselName });
}

/** Takes the mouse and the keyboard focus out of the carousels, so nothing pauses them. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function expectCounter(carousel: Locator, text: string) {
  await expect(carousel.getByText(/^\d+ \/ \d+$/)).toHaveText(text);
}

test('the retail page is pre-rendered with its heading and canonical link', async ({ request }) => {
  const html = await (await request.get('/retail')).text();
  expect(html).toContain(retailHero.heading);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/retail"/);
});

test('the store carousel advances every 5 s and wraps around', async ({ page }) => {
  const carousel = await openRetailWithFrozenClock(page);
  await expectCounter(carousel, '1 / 22');
  await page.clock.runFor(4900);
  await expectCounter(carousel, '1 / 22');
  await page.clock.runFor(100);
  await expectCounter(carousel, '2 / 22');

  // Back past the first photo to the last, then on by itself to the first again.
  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await expectCounter(carousel, '22 / 22');
  await leaveCarousel(page);
  await page.clock.runFor(5000);
  await expectCounter(carousel, '1 / 22');
});

test('the store carousel renders only the visible photo and its neighbours', async ({ page }) => {
  const carousel = await openRetailWithFrozenClock(page);
  // The neighbours are hidden from assistive technology, so count the elements.
  const images = carousel.locator('img');
  await expect(images).toHaveCount(3);
  await carousel.getByRole('button', { name: 'Show photo 10' }).click();
  await expectCounter(carousel, '10 / 22');
  await expect(images).toHaveCount(3);
  await expect(carousel.getByRole('img')).toHaveCount(1);
  await expect(carousel.getByRole('button', { name: 'Show photo 10' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the store carousel pauses while hovered and resumes after', async ({ page }) => {
  const carousel = await openRetailWithFrozenClock(page);
  await carousel.hover();
  await page.clock.runFor(12_000);
  await expectCounter(carousel, '1 / 22');
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expectCounter(carousel, '2 / 22');
});

test('the store carousel pauses while focus is inside it', async ({ page }) => {
  const carousel = await openRetailWithFrozenClock(page);
  const next = carousel.getByRole('button', { name: 'Next photo' });
  await expect(next).toBeEnabled();
  await next.focus();
  await page.clock.runFor(12_000);
  await expectCounter(carousel, '1 / 22');
  await leaveCarousel(page);
  await page.clock.runFor(5000);
  await expectCounter(carousel, '2 / 22');
});

test('the pause button stops the store carousel and play starts it again', async ({ page }) => {
  const carousel = await openRetailWithFrozenClock(page);
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await leaveCarousel(page);
  await page.clock.runFor(20_000);
  await expectCounter(carousel, '1 / 22');

  await carousel.getByRole('button', { name: 'Play slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expectCounter(carousel, '2 / 22');
});

test('no carousel moves by itself when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeClock(page);
  await page.goto('/retail');
  const carousel = page.getByRole('region', { name: storeCarouselName });
  await expect(carousel.getByRole('button', { name: 'Next photo' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(20_000);
  await expectCounter(carousel, '1 / 22');
  await expect(carousel.getByRole('button', { name: /slideshow/ })).toBeHidden();
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expectCounter(carousel, '2 / 22');
});

test('the Lenovo store carousel advances every 4 s with the same controls', async ({ page }) => {
  const storeCarousel = await openRetailWithFrozenClock(page);
  const lenovo = page.getByRole('region', { name: lenovoCarouselName });
  await expectCounter(lenovo, '1 / 5');
  await page.clock.runFor(4000);
  await expectCounter(lenovo, '2 / 5');
  await expectCounter(storeCarousel, '1 / 22');

  await lenovo.hover();
  await page.clock.runFor(8000);
  await expectCounter(lenovo, '2 / 5');
  await page.mouse.move(0, 0);
  // Slide by slide: each advance schedules the next only once the page has re-rendered.
  for (const counter of ['3 / 5', '4 / 5', '5 / 5', '1 / 5']) {
    await page.clock.runFor(4000);
    await expectCounter(lenovo, counter);
  }

  await lenovo.getByRole('button', { name: 'Pause slideshow' }).click();
  await leaveCarousel(page);
  await page.clock.runFor(8000);
  await expectCounter(lenovo, '1 / 5');
});

test('the Lenovo store section lists its products and services and links to the map', async ({ page }) => {
  await page.goto('/retail');
  const section = page.getByRole('region', { name: lenovoExclusiveStore.title, exact: true });
  for (const service of ['EMI', 'Exchange', 'Assured Warranty']) {
    await expect(section.getByText(service, { exact: true })).toBeVisible();
  }
  for (const product of lenovoExclusiveStore.productRange) {
    await expect(section.getByRole('listitem').filter({ hasText: product }).first()).toBeVisible();
  }
  const mapLink = section.getByRole('link', { name: 'Find a Store (opens in a new tab)' });
  await expect(mapLink).toHaveAttribute('href', lenovoExclusiveStore.findStore.href);
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('rel', /\bnoopener\b/);
});

test('the HP stores show as cards with e-mail and call links', async ({ page }) => {
  await page.goto('/retail');
  const section = page.getByRole('region', { name: 'HP Stores' });
  await expect(section.getByRole('article')).toHaveCount(hpWorldStores.length);
  expect(hpWorldStores).toHaveLength(11);
  const store = hpWorldStores[0]!;
  const card = section.getByRole('article').filter({ hasText: store.name });
  await expect(card).toContainText(store.address);
  await expect(card).toContainText(store.email);
  await expect(card).toContainText(store.phone);
  await expect(card.getByRole('link', { name: `Email ${store.name}` })).toHaveAttribute(
    'href',
    `mailto:${store.email}`,
  );
  await expect(card.getByRole('link', { name: `Call ${store.name}` })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
});

test('a store card opens its details in a dialog that Escape, the backdrop and Close each close', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/retail');
  const store = hpWorldStores[3]!;
  const cardButton = page.getByRole('button', { name: store.name, exact: true });
  const dialog = page.getByRole('dialog', { name: store.name });

  // The store list further down runs when the visitor scrolls to it.
  await cardButton.scrollIntoViewIfNeeded();
  const open = async () => {
    await cardButton.click();
    await expect(dialog).toBeVisible();
  };

  await open();
  await expect(dialog).toContainText(store.address);
  await expect(dialog).toContainText(store.email);
  await expect(dialog).toContainText(store.phone);
  await expect(dialog.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
    'href',
    `mailto:${store.email}`,
  );
  await expect(dialog.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // The page behind stays where it is.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cardButton).toBeFocused();

  await open();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(cardButton).toBeFocused();

  await open();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardButton).toBeFocused();
});

test('the page offers a support call and lists the corporate office and the branches', async ({ page }) => {
  await page.goto('/retail');
  const help = page.getByRole('region', { name: storeHelp.title });
  await expect(help.getByRole('link', { name: /Call Support/ })).toHaveAttribute('href', /^tel:/);

  const branchesSection = page.getByRole('region', { name: 'Visit Our Branches' });
  await expect(branchesSection.getByRole('heading', { level: 3 })).toHaveCount(1 + branchOffices.length);
  await expect(branchesSection.getByRole('heading', { name: corporateOffice.name })).toBeVisible();
  for (const branch of branchOffices) {
    await expect(branchesSection.getByRole('heading', { name: branch.name })).toBeVisible();
  }
});

for (const width of [360, 1280]) {
  test(`the retail page has no serious accessibility problem and fits ${width} px`, async ({ page }) => {
    // axe reads the whole page; on a busy machine that takes a while.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/retail');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}
