import { expect, type Page, test } from '@playwright/test';
import {
  brandBySlug,
  productWarrantyText,
  salesContact,
  sampleContent,
  telHref,
} from '#content/samples/index.js';
import { branchLabel, quoteBranches } from '#content/site-content.js';
import { scrollsSideways, seriousAccessibilityViolations, withConsentGiven } from './support/public-page.js';

const hp = brandBySlug('hp');

function productCard(page: Page, productName: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: productName }) });
}

// A stored consent choice keeps the cookie banner from covering the page.
test.beforeEach(({ page }) => withConsentGiven(page));

test('a brand page is pre-rendered with its heading and breadcrumb structured data', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/brands/hp');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>HP<\/h1>/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as { '@type': string },
  );
  expect(jsonLd).toContainEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${baseURL}/products` },
      { '@type': 'ListItem', position: 3, name: 'HP', item: `${baseURL}/brands/hp` },
    ],
  });
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/brands/hp" />`);
});

for (const path of ['/brands/nokia', '/brands/unknown']) {
  test(`${path} is an unknown brand: not-found text and status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Not Found' })).toBeVisible();
    await expect(page.getByText('The requested brand page could not be found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Portfolio' })).toBeVisible();
  });
}

test('brand names match whatever their case: /brands/HP is the HP page', async ({ page }) => {
  const response = await page.goto('/brands/HP');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/brands\/hp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'HP' })).toBeVisible();
});

for (const path of ['/brands/hp', '/brands/nokia']) {
  test(`${path} hydrates without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The unknown brand's page is itself answered with 404, which the browser logs.
      if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('the brand page shows its hero, product categories and sales contact', async ({ page }) => {
  await page.goto('/brands/hp');
  await expect(page.getByRole('heading', { level: 1, name: 'HP' })).toBeVisible();
  await expect(page.getByText(hp.description)).toBeVisible();
  await expect(page.getByText('8 Product Categories')).toBeVisible();
  await expect(page.getByText('Authorized Partner')).toBeVisible();
  await expect(page.getByRole('img', { name: 'HP logo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');

  await expect(page.getByRole('button', { name: 'Get Quote' })).toHaveCount(8);
  for (const product of hp.products) {
    const card = productCard(page, product.name);
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await expect(card.getByText(productWarrantyText)).toBeVisible();
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Need HP Products?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: `Call ${salesContact.phone}` })).toHaveAttribute(
    'href',
    telHref(salesContact.phone),
  );
});

test('Get Quote shows the branch list, moves it to another product and hides it again', async ({ page }) => {
  await page.goto('/brands/hp');
  const laptops = productCard(page, 'Laptops');
  const printers = productCard(page, 'Printers');
  const laptopsQuote = laptops.getByRole('button', { name: 'Get Quote' });
  const printersQuote = printers.getByRole('button', { name: 'Get Quote' });
  const laptopsBranches = page.getByRole('region', { name: 'Branches to call for a Laptops quote' });
  const printersBranches = page.getByRole('region', { name: 'Branches to call for a Printers quote' });

  await expect(laptopsQuote).toHaveAttribute('aria-expanded', 'false');
  await expect(laptopsBranches).toBeHidden();

  await laptopsQuote.click();
  await expect(laptopsQuote).toHaveAttribute('aria-expanded', 'true');
  await expect(laptopsBranches).toBeVisible();
  expect(await laptopsQuote.getAttribute('aria-controls')).toBe(await laptopsBranches.getAttribute('id'));
  for (const branch of quoteBranches(sampleContent)) {
    const phone = branch.phone ?? branch.helpline ?? '';
    await expect(laptopsBranches.getByText(branchLabel(branch), { exact: true })).toBeAttached();
    await expect(
      laptopsBranches.getByRole('link', { name: `Call ${branchLabel(branch)}: ${phone}` }),
    ).toHaveAttribute('href', telHref(phone));
  }
  // Capped at 14rem (224 px at the default font size); the rest scrolls, also by keyboard.
  const box = await laptopsBranches.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(226);
  expect(await laptopsBranches.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
  await laptopsBranches.focus();
  await page.keyboard.press('End');
  await expect.poll(() => laptopsBranches.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);

  await printersQuote.click();
  await expect(printersQuote).toHaveAttribute('aria-expanded', 'true');
  await expect(laptopsQuote).toHaveAttribute('aria-expanded', 'false');
  await expect(printersBranches).toBeVisible();
  await expect(laptopsBranches).toBeHidden();

  await printersQuote.click();
  await expect(printersQuote).toHaveAttribute('aria-expanded', 'false');
  await expect(printersBranches).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get Quote', expanded: true })).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`the brand page has no serious accessibility issue and no sideways scroll at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/brands/hp');
    await productCard(page, 'Desktops').getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByRole('region', { name: 'Branches to call for a Desktops quote' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test(`the brand-not-found page has no serious accessibility issue at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/brands/nokia');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Not Found' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}
