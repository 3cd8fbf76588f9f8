import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken, newStaffAccount, signIn, statFigure } from './support/admin-session.js';

/** Sends an enquiry from Gaya (PIN 823001) with a mobile number of its own; its reference, office and phone. */
async function sendEnquiry(
  request: APIRequestContext,
  firstDigit: string,
  fields: Record<string, unknown> = {},
) {
  const phone = `${firstDigit}${String(Date.now() % 1e9).padStart(9, '0')}`;
  const sent = await request.post('/api/enquiries', {
    data: {
      name: 'Sunita Devi',
      phone,
      place: '823001',
      brand: 'HP',
      product: 'Laptops',
      customerType: 'business',
      consent: true,
      ...fields,
    },
  });
  expect(sent.status()).toBe(201);
  const { reference, office } = (await sent.json()).data as { reference: string; office: { name: string } };
  return { reference, office, phone };
}

test('staff open a new enquiry in the Enquiries tab, mark it contacted with a note, and the history shows it', async ({
  page,
  request,
}) => {
  const { reference, phone } = await sendEnquiry(request, '8', { name: 'Ravi <b>Kumar</b>' });

  await signIn(page);
  await page.getByRole('tab', { name: 'Enquiries' }).click();
  await page.getByRole('button', { name: reference }).click();
  const detail = page.getByRole('region', { name: 'Enquiry', exact: true });
  await expect(detail.getByRole('heading', { name: `Enquiry ${reference}` })).toBeVisible();
  // The visitor's markup is shown as the text it is.
  await expect(detail.getByText('Ravi <b>Kumar</b>')).toBeVisible();
  await expect(detail.getByText('PIN 823001 → Gaya district → Patna Branch')).toBeVisible();
  await expect(detail.getByRole('link', { name: `Call +91 ${phone}` })).toHaveAttribute(
    'href',
    `tel:+91${phone}`,
  );
  await expect(detail.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/91${phone}`,
  );

  await detail.getByLabel('New status').selectOption('contacted');
  await detail.getByLabel('Note').fill('Called back, sending a quote');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText(/Status New → Contacted/)).toBeVisible();
  await expect(detail.getByText(/Note: Called back, sending a quote/)).toBeVisible();
});

test("an enquiry's detail reads in words: the visitor's choices and the status as the form and the list say them", async ({
  page,
  request,
}) => {
  const { reference } = await sendEnquiry(request, '9', {
    topic: 'sales',
    customerType: 'dealer',
    sourcePage: '/bn/brands/hp',
    language: 'bn',
  });
  await signIn(page);
  await page.getByRole('tab', { name: 'Enquiries' }).click();
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('New');
  await page.getByRole('button', { name: reference }).click();
  const detail = page.getByRole('region', { name: 'Enquiry', exact: true });
  // The value a term of the detail's list gives (dt, then its dd).
  const value = (term: string) =>
    detail
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(value('Topic')).toHaveText('A quote or a purchase');
  await expect(value('Customer')).toHaveText('A dealer or reseller');
  await expect(value('Status')).toHaveText('New');
  await expect(value('Language')).toHaveText('Bengali (বাংলা)');
  await expect(detail.getByLabel('New status').getByRole('option', { name: 'Contacted' })).toHaveCount(1);
});

test('the Patna branch account sees the Gaya enquiry and the Kolkata one does not; marking it contacted moves the first-response figure', async ({
  page,
  request,
}) => {
  // Two accounts made and two sign-ins, each a deliberately slow password hash.
  test.setTimeout(90_000);
  const { reference, office, phone } = await sendEnquiry(request, '7');
  expect(office.name).toBe('Patna Branch');
  const patna = await newStaffAccount(request, 'branch', ['patna']);
  const kolkata = await newStaffAccount(request, 'branch', ['kolkata-corporate']);

  await signIn(page, kolkata);
  await page.getByRole('tab', { name: 'Enquiries' }).click();
  await expect(statFigure(page, 'Answered')).toHaveText(/ of /);
  // What the tab lists is what the server answers this account: not Patna's enquiry.
  const kolkataList = await request.get('/api/admin/enquiries?limit=500', {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(kolkataList.status()).toBe(200);
  const listed = (await kolkataList.json()).data.enquiries as { reference: string }[];
  expect(listed.map((enquiry) => enquiry.reference)).not.toContain(reference);
  await expect(page.getByRole('button', { name: reference })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();

  await signIn(page, patna);
  await page.getByRole('tab', { name: 'Enquiries' }).click();
  // The office filter offers only the offices this account sees; the figures say what they count.
  await expect(page.getByLabel('Office').getByRole('option')).toHaveText(['All', 'Patna Branch']);
  await expect(
    page.getByText(/^First response counts business hours only: each office's own opening hours/),
  ).toBeVisible();
  const answered = statFigure(page, 'Answered');
  await expect(answered).toHaveText(/^\d+ of \d+$/);
  const before = Number((await answered.textContent())?.split(' ')[0]);
  await page.getByRole('button', { name: reference }).click();
  const detail = page.getByRole('region', { name: 'Enquiry', exact: true });
  // The Patna branch calls its own enquiries back: the number is shown, not masked.
  await expect(detail.getByRole('link', { name: `Call +91 ${phone}` })).toBeVisible();
  await detail.getByLabel('New status').selectOption('contacted');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText(/Status New → Contacted/)).toBeVisible();
  await expect(answered).toHaveText(new RegExp(`^${before + 1} of `));
  // The answered enquiry is measured: Patna's first response has a median, in business time.
  await expect(statFigure(page, 'First response, median')).toHaveText(/^\d+(\.\d)? (min|h)$/);
  const patnaRow = page
    .getByRole('table', { name: 'First response by office (business hours)' })
    .getByRole('row', { name: /^Patna Branch/ });
  await expect(patnaRow.getByRole('cell').nth(1)).toHaveText(/^\d+(\.\d)? (min|h)$/);
  // Patna's time counts the Patna office's own opening hours.
  await expect(patnaRow.getByRole('cell').nth(3)).toHaveText(/^Monday–Friday 10:00 am – 1:30 pm/);
});

test('the Enquiries tab filters by topic, source page and date range', async ({ page, request }) => {
  const { reference } = await sendEnquiry(request, '6', {
    place: 'Patna',
    brand: undefined,
    product: 'Distribution of monitors',
    customerType: 'dealer',
    topic: 'distribution',
    sourcePage: '/distribution',
  });

  await signIn(page);
  await page.getByRole('tab', { name: 'Enquiries' }).click();
  const row = page.getByRole('button', { name: reference });
  await expect(row).toBeVisible();
  await page.getByLabel('Topic').selectOption('sales');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Topic').selectOption('distribution');
  await expect(row).toBeVisible();
  await page.getByLabel('Source page').selectOption('/distribution');
  await expect(row).toBeVisible();
  await page.getByLabel('Received to').fill('2020-01-01');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No enquiries match these filters. Clear a filter to see more.')).toBeVisible();
  await page.getByLabel('Received to').fill('');
  await page.getByLabel('Received from').fill('2020-01-01');
  await expect(row).toBeVisible();
});
