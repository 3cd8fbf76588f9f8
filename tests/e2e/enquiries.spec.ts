import { expect, type Locator, type Page, test } from '@playwright/test';
import bengali from '#content/interface-text/bn/site.json' with { type: 'json' };
import hindi from '#content/interface-text/hi/site.json' with { type: 'json' };
import { sampleContent } from '#content/samples/index.js';
import { enquiryMessages } from '#shared/enquiries.js';
import { scrollsSideways, seriousAccessibilityViolations, withConsentGiven } from './support/public-page.js';

/** A mobile number of its own per test run, so no enquiry counts as another's repeat. */
const uniquePhone = () => `9${String(Date.now() % 1e9).padStart(9, '0')}`;

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

type Language = 'en' | 'bn' | 'hi';
const catalogues: Record<Language, Record<string, string>> = { en: {}, bn: bengali, hi: hindi };

/** A text as a page in `language` says it: its catalogue's translation, with the values filled in. */
function said(language: Language, source: string, values: Record<string, string> = {}): string {
  const text = catalogues[language][source] ?? source;
  return Object.entries(values).reduce((filled, [name, value]) => filled.replace(`{${name}}`, value), text);
}

/** A content text as a page in `language` shows it: the content's translation by its key, else English. */
function shown(
  language: Language,
  translations: Partial<Record<string, Record<string, string>>> | undefined,
  key: string,
  english: string,
): string {
  return translations?.[language]?.[key] ?? english;
}

/** HP's Laptops as the brand page names them: 'ল্যাপটপ' on a Bengali page. */
const hpLaptops = (language: Language) =>
  shown(language, sampleContent.brands.translations, 'brands.hp.products.0.name', 'Laptops');

/** The Patna office as a page names it: 'পাটনা শাখা' on a Bengali page, and in its enquiry's answer. */
const patnaBranch = (language: Language) =>
  shown(language, sampleContent.branches.translations, 'offices.patna.name', 'Patna Branch');

/** /brands/hp (or its address in another language), Get Quote on Laptops, then the enquiry button in its list: the dialog. */
async function openLaptopsEnquiry(page: Page, address = '/brands/hp', language: Language = 'en') {
  await page.goto(address);
  const product = hpLaptops(language);
  const laptops = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product }) });
  await laptops.getByRole('button', { name: said(language, 'Get Quote') }).click();
  await page
    .getByRole('region', { name: said(language, 'Branches to call for a {product} quote', { product }) })
    .getByRole('button', { name: said(language, 'Send an enquiry') })
    .click();
  const dialog = page.getByRole('dialog', {
    name: said(language, 'Get a quote: {subject}', { subject: `HP ${product}` }),
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillGayaEnquiry(dialog: Locator, phone: string, language: Language = 'en') {
  await dialog.getByLabel(said(language, 'Name')).fill('Asha Verma');
  await dialog.getByLabel(said(language, 'Mobile number')).fill(phone);
  await dialog.getByLabel(said(language, 'City or PIN code')).fill('823001');
  await dialog.getByLabel(said(language, 'Quantity')).fill('20');
  await dialog
    .getByRole('checkbox', { name: said(language, 'I agree to be contacted about this enquiry') })
    .check();
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`a visitor in Gaya asks for an HP laptops quote and is told Patna will call (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const dialog = await openLaptopsEnquiry(page);
    await expect(dialog.getByLabel('Brand')).toHaveValue('HP');
    await expect(dialog.getByLabel('Product')).toHaveValue('Laptops');
    await expect(dialog.getByText(/uses these details only to answer this enquiry.*two years/)).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    await fillGayaEnquiry(dialog, uniquePhone());
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    const receipt = page.getByRole('dialog', { name: 'Enquiry sent' }).getByRole('status');
    await expect(receipt).toContainText('Thank you. The Patna Branch will call you.');
    await expect(receipt).toContainText(/Your reference: E[2-9A-Z]{7}/);
    await expect(receipt.getByRole('link', { name: '+91 33 0000 0012' })).toHaveAttribute(
      'href',
      'tel:+913300000012',
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}

for (const { language, name } of [
  { language: 'bn', name: 'Bengali' },
  { language: 'hi', name: 'Hindi' },
] as const) {
  test(`an enquiry from a ${name} page is asked and answered in ${name}, and sends the page's language`, async ({
    page,
  }) => {
    const address = `/${language}/brands/hp`;
    const dialog = await openLaptopsEnquiry(page, address, language);
    await fillGayaEnquiry(dialog, uniquePhone(), language);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/enquiries'));
    await dialog.getByRole('button', { name: said(language, 'Send enquiry') }).click();
    expect((await sent).postDataJSON()).toMatchObject({ sourcePage: address, language });
    await expect(
      page.getByRole('dialog', { name: said(language, 'Enquiry sent') }).getByRole('status'),
    ).toContainText(
      said(language, 'Thank you. The {office} will call you.', { office: patnaBranch(language) }),
    );
  });
}

test('the form is filled and sent with the keyboard alone, and a refusal names the field', async ({
  page,
}) => {
  await page.goto('/brands/hp');
  const laptops = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Laptops' }) });
  const getQuote = laptops.getByRole('button', { name: 'Get Quote' });
  await expect(getQuote).toBeEnabled();
  await getQuote.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send an enquiry' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Get a quote: HP Laptops' });
  await expect(dialog).toBeVisible();

  // The dialog starts on its close button; Enter in a field sends the form. Sent empty, the first
  // wrong field gets the focus, and consent's message is there too.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByText(enquiryMessages.consentRequired)).toBeVisible();

  await page.keyboard.type('Asha Verma');
  await page.keyboard.press('Tab');
  await page.keyboard.type('987654321');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('City or PIN code')).toBeFocused();
  await page.keyboard.type('823001');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(enquiryMessages.phoneInvalid)).toBeVisible();
  await expect(dialog.getByLabel('Mobile number')).toBeFocused();

  await page.keyboard.press('End');
  await page.keyboard.type('0');
  // Past e-mail, place, brand, product, quantity, details, the 'You are' choice and the topic.
  for (let field = 0; field < 9; field += 1) await page.keyboard.press('Tab');
  const consent = dialog.getByRole('checkbox', { name: 'I agree to be contacted about this enquiry' });
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send enquiry' })).toBeFocused();
  await page.keyboard.press('Enter');
  const sent = page.getByRole('dialog', { name: 'Enquiry sent' });
  await expect(sent.getByRole('status')).toContainText('The Patna Branch will call you.');
  await expect(sent.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sent).toBeHidden();
});

test("the chat's handover link opens the form at /contact with the Siliguri office chosen", async ({
  page,
}) => {
  await page.goto('/contact?office=siliguri#enquiry');
  const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('The Siliguri Branch will call you back.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Bikash Roy');
  await dialog.getByLabel('Mobile number').fill(uniquePhone());
  await dialog.getByLabel('City or PIN code').fill('Kolkata');
  await dialog.getByLabel('Details').fill('Talk to sales about CCTV for our shop');
  await dialog.getByRole('checkbox', { name: 'I agree to be contacted about this enquiry' }).check();
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you. The Siliguri Branch will call you.');
});

test('every branch card opens the form for its own office', async ({ page }) => {
  await page.goto('/contact');
  // The Patna card is several screens down: its button wakes as a visitor scrolls to it.
  const patna = page.getByRole('button', { name: 'Enquire with the Patna Branch' });
  await patna.scrollIntoViewIfNeeded();
  await patna.click();
  const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
  await expect(dialog.getByText('The Patna Branch will call you back.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
