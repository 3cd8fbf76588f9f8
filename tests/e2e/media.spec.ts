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
