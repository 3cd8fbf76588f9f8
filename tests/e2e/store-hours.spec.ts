import { expect, type Page, test } from '@playwright/test';
import { corporateOffice, hpWorldStores } from '#content/samples/index.js';
import { withConsentGiven } from './support/public-page.js';

// Issue 49: each HP World store card says whether it is open now, in India time, and links to
// directions; its dialog lists the week. The browser's clock is set to a known India time; the
// list takes it up once its script runs (the server's words stand until then).

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

const store = hpWorldStores[1]!;

async function openStoresAt(page: Page, indiaTime: string) {
  await page.clock.setFixedTime(new Date(`${indiaTime}:00+05:30`));
  await page.goto('/retail');
  const card = page
    .getByRole('region', { name: 'HP Stores' })
    .getByRole('article')
    .filter({ hasText: store.name });
  // The store list runs when the visitor scrolls to it.
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('a store card says it is open now and when it closes, with a directions link', async ({ page }) => {
  // Wednesday 2 December 2026, 1:59 pm in India.
  const card = await openStoresAt(page, '2026-12-02T13:59');
  await expect(card.getByText('Open now · closes 8:30 pm')).toBeVisible();
  await expect(card.getByText('Today: 10:30 am – 8:30 pm')).toBeVisible();
  const directions = card.getByRole('link', { name: `Directions to ${store.name}` });
  await expect(directions).toHaveText('Directions');
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${store.coordinates.latitude},${store.coordinates.longitude}`,
  );
});

test('a store card says when a closed store opens next, and names a festival closure', async ({ page }) => {
  // Saturday 5 December 2026, 9 pm: Sunday opens at 11.
  const card = await openStoresAt(page, '2026-12-05T21:00');
  await expect(card.getByText('Closed · opens 11:00 am tomorrow')).toBeVisible();

  const pujaCard = await openStoresAt(page, '2026-10-19T12:00');
  await expect(pujaCard.getByText('Closed today: Durga Puja · opens 10:30 am Wednesday')).toBeVisible();
});

test("a store's dialog lists the week's hours and both maps", async ({ page }) => {
  await openStoresAt(page, '2026-12-02T13:59');
  await page.getByRole('button', { name: store.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: store.name });
  await expect(dialog.getByRole('row', { name: 'Sunday 11:00 am – 7:00 pm' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Monday 10:30 am – 8:30 pm' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Directions on Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await expect(dialog.getByRole('link', { name: 'Map on OpenStreetMap' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  );
});

test('an office card on /contact says whether the office is open and links to directions', async ({
  page,
}) => {
  const office = corporateOffice;
  // Wednesday 2 December 2026, 2 pm in India: the office's lunch break.
  await page.clock.setFixedTime(new Date('2026-12-02T14:00:00+05:30'));
  await page.goto('/contact');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: office.name }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Closed · opens 2:30 pm')).toBeVisible();
  await expect(card.getByText('Today: 10:00 am – 1:30 pm, 2:30 pm – 6:30 pm')).toBeVisible();
  await expect(card.getByRole('link', { name: `Directions to ${office.name}` })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${office.coordinates.latitude},${office.coordinates.longitude}`,
  );
});

test('the store finder puts the stores nearest a typed town first, with km and open status', async ({
  page,
}) => {
  const cards = (await openStoresAt(page, '2026-12-02T13:59'))
    .page()
    .getByRole('region', { name: 'HP Stores' });
  await cards.getByLabel('PIN code or town').fill('Gaya');
  await cards.getByRole('button', { name: 'Find nearest stores' }).click();
  await expect(cards.getByRole('status')).toHaveText('Nearest first from Gaya.');
  const nearest = cards.getByRole('article').first();
  await expect(nearest.getByRole('heading')).toHaveText('HP World Patna (sample)');
  await expect(nearest.getByText(/^\d+ km away$/)).toBeVisible();
  await expect(nearest.getByText('Open now · closes 8:30 pm')).toBeVisible();
  await expect(cards.getByRole('article').nth(1).getByRole('heading')).toHaveText('HP World Ranchi (sample)');
});

test('the store finder says so when it does not know the typed place', async ({ page }) => {
  const cards = (await openStoresAt(page, '2026-12-02T13:59'))
    .page()
    .getByRole('region', { name: 'HP Stores' });
  await cards.getByLabel('PIN code or town').fill('Atlantis');
  await cards.getByRole('button', { name: 'Find nearest stores' }).click();
  await expect(cards.getByRole('status')).toHaveText(
    'We could not find "Atlantis". Try a PIN code or a nearby town.',
  );
});
