import { expect, type Locator, type Page, test } from '@playwright/test';
import { quoteButtonLabel, quoteButtonLabelFor, quoteDialogTitle } from '#content/enquiries.js';
import { recordLayoutShifts, withConsentGiven } from './support/public-page.js';

/**
 * 'Get a quote' near the top of the pages a buyer lands on (issue 45): on a phone, within the
 * first two screens, opening the enquiry form with what the page is about filled in.
 */

const phone = { width: 390, height: 844 };

/** A mobile number of its own per test run, so no enquiry counts as another's repeat. */
const uniquePhone = (firstDigit: string) => `${firstDigit}${String(Date.now() % 1e9).padStart(9, '0')}`;

test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** The addresses of the scripts fetched so far that hold zod (the form's checks). */
function recordValidationScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    }
  });
  return async () =>
    (await Promise.all(scripts))
      .filter((script) => script.text.includes('ZodError'))
      .map((script) => script.url);
}

/** Whether the element's top and bottom lie within the first `screens` screens of the page. */
async function expectWithinScreens(element: Locator, screens: number) {
  const top = await element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(top + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height * screens);
}

/** Fills the form with a buyer in Gaya and sends it: the receipt names the Patna Branch. */
async function sendFromGaya(page: Page, dialog: Locator, firstDigit: string) {
  await dialog.getByLabel('Name').fill('Asha Verma');
  await dialog.getByLabel('Mobile number').fill(uniquePhone(firstDigit));
  await dialog.getByLabel('City or PIN code').fill('Gaya');
  await dialog.getByLabel('Details').fill('20 laptops for our office');
  await dialog.getByRole('checkbox', { name: 'I agree to be contacted about this enquiry' }).check();
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  const receipt = page.getByRole('dialog', { name: 'Enquiry sent' }).getByRole('status');
  await expect(receipt).toContainText('Thank you. The Patna Branch will call you.');
  await expect(receipt).toContainText(/Your reference: E[2-9A-Z]{7}/);
}

test("the home page's first screen offers Get a quote; the form loads when pressed, and is sent", async ({
  page,
}) => {
  const layoutShifts = await recordLayoutShifts(page);
  const validationScripts = recordValidationScripts(page);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const button = hero.getByRole('button', { name: quoteButtonLabel, exact: true });
  await expect(button).toBeEnabled();
  await expectWithinScreens(button, 1);
  await page.waitForLoadState('networkidle');
  expect(await validationScripts()).toEqual([]);
  // The button is there as the server drew it: nothing moved when the hero woke.
  expect(await layoutShifts()).toEqual([]);

  await button.click();
  const dialog = page.getByRole('dialog', { name: quoteDialogTitle() });
  await expect(dialog).toBeVisible();
  expect(await validationScripts()).not.toEqual([]);
  await expect(dialog.getByRole('combobox', { name: 'About' })).toHaveValue('sales');
  await sendFromGaya(page, dialog, '7');

  // Every slide carries it: on the next one it is the same button.
  await page.getByRole('dialog', { name: 'Enquiry sent' }).getByRole('button', { name: 'Done' }).click();
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(hero.getByRole('button', { name: quoteButtonLabel, exact: true })).toBeVisible();
});

for (const path of ['/distribution', '/products']) {
  test(`${path} offers Get a quote in its first two screens, opening the form`, async ({ page }) => {
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto(path);
    const button = page.getByRole('button', { name: quoteButtonLabel, exact: true });
    await expectWithinScreens(button, 2);
    await expect(button).toBeEnabled();
    expect(await layoutShifts()).toEqual([]);
    await button.click();
    const dialog = page.getByRole('dialog', { name: quoteDialogTitle() });
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await expect(dialog.getByLabel('Brand')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test("/distribution's Get in Touch cards each open the form for their office", async ({ page }) => {
  await page.goto('/distribution');
  const section = page.getByRole('region', { name: 'Get in Touch' });
  const patna = section.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Patna' }) });
  await patna.scrollIntoViewIfNeeded();
  await patna.getByRole('button', { name: 'Enquire with the Patna Branch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
  await expect(dialog.getByText('The Patna Branch will call you back.')).toBeVisible();
});

test('a brand page offers a quote for the brand in its first screens, and each product one for itself', async ({
  page,
}) => {
  const layoutShifts = await recordLayoutShifts(page);
  await page.goto('/brands/hp');
  const button = page.getByRole('button', { name: quoteButtonLabelFor('HP'), exact: true });
  await expectWithinScreens(button, 2);
  await expect(button).toBeEnabled();
  expect(await layoutShifts()).toEqual([]);
  await button.click();
  const brandDialog = page.getByRole('dialog', { name: quoteDialogTitle('HP') });
  await expect(brandDialog.getByLabel('Brand')).toHaveValue('HP');
  await expect(brandDialog.getByLabel('Product')).toHaveValue('');
  await sendFromGaya(page, brandDialog, '6');
  await page.getByRole('dialog', { name: 'Enquiry sent' }).getByRole('button', { name: 'Done' }).click();

  // A product's own Get Quote, within the first two screens too: brand and product filled in.
  const laptops = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Laptops' }) });
  const productQuote = laptops.getByRole('button', { name: 'Get Quote' });
  await expectWithinScreens(productQuote, 2);
  await productQuote.click();
  await laptops.getByRole('button', { name: 'Send an enquiry' }).click();
  const productDialog = page.getByRole('dialog', { name: quoteDialogTitle('HP Laptops') });
  await expect(productDialog.getByLabel('Brand')).toHaveValue('HP');
  await expect(productDialog.getByLabel('Product')).toHaveValue('Laptops');
});

/** How the text of a form's field label is aligned. */
const alignment = (label: Locator) => label.evaluate((element) => getComputedStyle(element).textAlign);

test("the enquiry form's labels read from the left, as the careers form's do, wherever it opens", async ({
  page,
}) => {
  await page.goto('/careers');
  await page.getByRole('article').first().getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('article').first().getByRole('button', { name: 'Apply Now' }).click();
  const application = page.getByRole('dialog', { name: /^Apply for / });
  const careersAlignment = await alignment(application.locator('label').first());
  expect(['left', 'start']).toContain(careersAlignment);

  // /contact's enquiry band and the products hero are centred; the form in them is not.
  for (const [path, name] of [
    ['/contact', 'Send an enquiry'],
    ['/products', quoteButtonLabel],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: name === quoteButtonLabel ? quoteDialogTitle() : name });
    for (const label of ['Name', 'City or PIN code', 'Details']) {
      expect(await alignment(dialog.locator('label', { hasText: label }).first()), `${path}: ${label}`).toBe(
        'left',
      );
    }
    // Not the white text of the hero it opened from.
    const colour = await dialog
      .locator('label', { hasText: 'Name' })
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(colour).not.toBe('rgb(255, 255, 255)');
  }
});
