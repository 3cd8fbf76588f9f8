import { expect, test } from '@playwright/test';
import { signIn } from './support/admin-session.js';

test('staff open a new enquiry in the Enquiries tab, mark it contacted with a note, and the history shows it', async ({
  page,
  request,
}) => {
  const phone = `8${String(Date.now() % 1e9).padStart(9, '0')}`;
  const sent = await request.post('/api/enquiries', {
    data: {
      name: 'Ravi <b>Kumar</b>',
      phone,
      place: '823001',
      brand: 'HP',
      product: 'Laptops',
      customerType: 'business',
      consent: true,
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()).data;

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
  await expect(detail.getByText(/status from new to contacted/)).toBeVisible();
  await expect(detail.getByText(/note: Called back, sending a quote/)).toBeVisible();
});
