import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

/** Every photo on the page: the <img> inside each <picture>. */
const photos = (page: Page) => page.locator('picture > img');

/** Scrolls a lazy image into view and waits until the browser has decoded it. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

test('photos on the home page load as AVIF, with WebP and JPEG alternatives and a reserved size', async ({
  page,
}) => {
  await page.goto('/');
  const count = await photos(page).count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = photos(page).nth(index);
    const picture = image.locator('..');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 1200w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 1200w/);
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '800');
    await expect(image).toHaveAttribute('decoding', 'async');
    if (!(await image.isVisible())) continue; // e.g. a carousel's hidden neighbour slide
    await expectLoaded(image);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
  }
  const imageRules = await new AxeBuilder({ page }).withRules(['image-alt', 'svg-img-alt']).analyze();
  expect(imageRules.violations).toEqual([]);
});

test('a brand logo on /products is served as SVG', async ({ page }) => {
  const logoResponse = page.waitForResponse((response) => response.url().endsWith('/logos/hp.svg'));
  await page.goto('/products');
  const logo = page.getByRole('img', { name: 'HP logo' }).first();
  await expectLoaded(logo);
  const response = await logoResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

test('a logo that fails to load shows the company logo instead', async ({ page }) => {
  await page.route('**/logos/hp.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/products');
  const logo = page.getByRole('img', { name: 'HP logo' }).first();
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute('src', '/logos/company.svg');
  await expectLoaded(logo);
});

test('a logo that fails before the page has hydrated still falls back to the company logo', async ({
  page,
}) => {
  let reportLogoFailed = () => {};
  const logoFailed = new Promise<void>((resolve) => {
    reportLogoFailed = resolve;
  });
  await page.route('**/logos/hp.svg', async (route) => {
    await route.fulfill({ status: 404, body: '' });
    reportLogoFailed();
  });
  // Holding the scripts back makes the image fail while only the pre-rendered HTML is there.
  await page.route('**/assets/*.js', async (route) => {
    await logoFailed;
    await route.continue();
  });
  await page.goto('/brands/hp');
  const logo = page.getByRole('img', { name: 'HP logo' });
  await expect(logo).toHaveAttribute('src', '/logos/company.svg');
  await expectLoaded(logo);
});
