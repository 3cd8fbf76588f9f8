import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, discardContentDrafts, newStaffAccount, signIn } from './support/admin-session.js';
import { testOnOwnServer as test } from './support/own-server.js';
import { seriousAccessibilityViolations, withConsentGiven } from './support/public-page.js';

/**
 * The studio's photo fields as a media library (issue 29): a hero photo replaced by a library
 * photo with a focal point and published, counting the clicks; two files dropped at once, each
 * with its progress (one waiting out a busy server's Retry-After) and then its picture; the same
 * by keyboard alone; at desktop and phone widths, axe clean. Publishing changes the home page,
 * so this spec runs against a server of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const collectionTitle = 'Home page hero slides';
const phone = { width: 390, height: 844 };

/** A 1500×500 photo: red on its left third, green in the middle, blue on its right third. */
async function threeBands(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500">
      <rect width="500" height="500" fill="#ff0000"/><rect x="500" width="500" height="500" fill="#00ff00"/>
      <rect x="1000" width="500" height="500" fill="#0000ff"/></svg>`,
  );
  return sharp(svg)[format]().toBuffer();
}

async function plainPng(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads a file through the API, as an earlier session would have, with its description. */
async function uploadToLibrary(page: Page, fileName: string, content: Buffer, altText: string) {
  const headers = { authorization: `Bearer ${await adminToken(page)}` };
  const uploaded = await page.request.post('/api/media', {
    headers,
    multipart: { file: { name: fileName, mimeType: 'image/png', buffer: content } },
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()).data as { id: string };
  const described = await page.request.patch(`/api/media/${id}`, { headers, data: { altText } });
  expect(described.status()).toBe(200);
  return id;
}

/** The mean of each colour channel of a served photo variant, 0 to 255. */
async function colourMeans(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const [red, green, blue] = (await sharp(await response.body()).stats()).channels.map(
    (channel) => channel.mean,
  );
  return { red: red ?? 0, green: green ?? 0, blue: blue ?? 0 };
}

/** The strongest colour of a served photo variant, on average over its pixels. */
async function dominantColour(page: Page, url: string): Promise<string> {
  const means = await colourMeans(page, url);
  return (Object.keys(means) as (keyof typeof means)[]).reduce((best, colour) =>
    means[colour] > means[best] ? colour : best,
  );
}

/** The hero slide with the sample photo (the second), as the editor shows it. */
function secondSlide(page: Page): Locator {
  // The item's own disclosure (its id ends in its path, 'slides.1'); an item's name is also inside
  // its nested "Advanced" disclosure and photo group, so the name alone matches more than one.
  return page
    .getByRole('group', { name: /^Slides/ })
    .locator('details:has(> summary[id$="-slides.1-summary"])');
}

test('an editor replaces a hero photo by a library photo with a focal point, previews the changed slide and publishes in 8 clicks', async ({
  page,
  browser,
  request,
}) => {
  // An editor's dashboard opens on Site Content, the one tab of their work.
  await signIn(page, await newStaffAccount(request, 'editor'));
  // A draft another test left would be offered in place of the form.
  await discardContentDrafts(page);
  const altText = 'Park Street shop front, sample photo';
  const id = await uploadToLibrary(page, 'park-street-bands.png', await threeBands('png'), altText);

  let clicks = 0;
  const click = async (target: Locator, options?: Parameters<Locator['click']>[0]) => {
    clicks += 1;
    await target.click(options);
  };
  await expect(page.getByRole('tab', { name: /^Site Content/, selected: true })).toBeVisible();
  await click(page.getByRole('button', { name: `Edit ${collectionTitle}` }));
  const slide = secondSlide(page);
  await click(slide.locator('summary').first());
  const photo = slide.getByRole('group', { name: 'Photo' });
  await click(photo.getByRole('button', { name: 'Choose from library: Photo' }));

  const dialog = page.getByRole('dialog', { name: 'Choose from library: Photo' });
  await expect(dialog.getByLabel('Search by file name or description')).toBeFocused();
  await page.keyboard.type('park street');
  await expect(dialog.getByRole('status')).toHaveText('1 image matches "park street"');
  const choice = dialog.getByRole('button', { name: /park-street-bands\.png/ });
  await expect(choice).toContainText('1500 × 500');
  await expect(choice).toContainText('Not used yet');
  await click(choice);
  await expect(dialog).toHaveCount(0);

  // The library's description comes with it; no id to type anywhere.
  await expect(photo.getByLabel('Description of this photo')).toHaveValue(altText);
  await expect(photo.getByRole('img', { name: `Photo: ${altText}` })).toHaveAttribute(
    'src',
    `/media/${id}-480.webp`,
  );
  await expect(photo.getByRole('textbox', { name: /^Photo/ })).toHaveCount(0);

  // The focal point on the blue third: the crops follow it.
  const focal = photo.getByRole('button', { name: /^Focal point of Photo/ });
  const box = await focal.boundingBox();
  if (!box) throw new Error('the focal point picture is not shown');
  await click(focal, { position: { x: box.width * 0.85, y: box.height / 2 } });
  await expect(
    photo.getByRole('status').filter({ hasText: /^Focal point saved: 8\d% from the left/ }),
  ).toBeVisible({
    timeout: 60_000,
  });
  // The crops are decorative copies of the photo beside their captions (alt="").
  await expect(photo.getByRole('list', { name: 'How the pages will crop it' }).locator('img')).toHaveCount(2);

  // The preview opens the home page on the changed slide, showing the new photo.
  await click(page.getByRole('button', { name: 'Preview', exact: true }));
  const newTab = page.waitForEvent('popup');
  await click(
    page
      .getByRole('region', { name: 'Preview' })
      .getByRole('link', { name: 'Preview of / (opens in a new tab)' }),
  );
  const tab = await newTab;
  expect(new URL(tab.url()).hash).toMatch(/^#slide-/);
  const changedSlide = tab.getByRole('group', { name: /^2 of \d+$/ });
  // The slide shows once the carousel's island has hydrated and its fade has begun: on a busy
  // machine the new tab takes seconds to get there (a preview that never turned would still fail).
  await expect(changedSlide).toBeVisible({ timeout: 15_000 });
  await expect(changedSlide.getByRole('img', { name: altText })).toBeVisible();
  await tab.close();

  await click(page.getByRole('button', { name: 'Publish', exact: true }));
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Home page hero slides/ }),
  ).toBeVisible();
  // The bar: at most 8 clicks from the dashboard, with the preview of the changed slide.
  expect(clicks).toBe(8);

  // Both crops are cut around the point: the 3:2 card mostly blue; the 2:1 band (two thirds of
  // the photo's width) its green and blue thirds, none of the red.
  expect(await dominantColour(page, `/media/${id}-768.jpg`)).toBe('blue');
  expect((await colourMeans(page, `/media/${id}-wide-480.jpg`)).red).toBeLessThan(40);

  // On a phone the hero shows the wide crop, as a 2:1 band, not a 3:2 photo cut to a strip.
  const phonePage = await browser.newPage({ viewport: phone });
  await withConsentGiven(phonePage);
  await phonePage.goto(page.url().replace(/\/superadmin.*$/, '/'));
  await phonePage.getByRole('button', { name: 'Show slide 2' }).click();
  const heroPhoto = phonePage.getByRole('img', { name: altText });
  await expect
    .poll(() => heroPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await heroPhoto.evaluate((image: HTMLImageElement) => ({
    src: new URL(image.currentSrc).pathname,
    natural: image.naturalWidth / image.naturalHeight,
    box: image.getBoundingClientRect().width / image.getBoundingClientRect().height,
  }));
  expect(shown.src).toMatch(new RegExp(`^/media/${id}-wide-(480|768|1200)\\.(avif|webp|jpg)$`));
  // Reported in CSS pixels (the srcset density rounds them): 2:1 within a pixel.
  expect(shown.natural).toBeCloseTo(2, 1);
  expect(shown.box).toBeGreaterThan(1.8);
  expect(shown.box).toBeLessThan(2.2);
  await phonePage.close();
});

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('two files dropped at once upload side by side, each with its progress, then its picture', async ({
    page,
  }) => {
    // The uploads are held until the test has seen their progress; the second is first refused
    // as the decode bound does (503, Retry-After: 3), and is sent again by itself.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let secondRefused = false;
    await page.route('**/api/media', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (body.includes('filename="drop-b.png"') && !secondRefused) {
        secondRefused = true;
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': '3' },
          json: { success: false, message: 'Several images are being processed.', code: 'unavailable' },
        });
      }
      await held;
      return route.fallback();
    });

    await signIn(page);
    await discardContentDrafts(page);
    await page.getByRole('tab', { name: /^Site Content/ }).click();
    await page.getByRole('button', { name: `Edit ${collectionTitle}` }).click();
    const slide = secondSlide(page);
    await slide.locator('summary').first().click();
    const photo = slide.getByRole('group', { name: 'Photo' });

    const files = await Promise.all(
      [
        ['drop-a.png', await plainPng('#0b6e4f')],
        ['drop-b.png', await plainPng('#7c3aed')],
      ].map(([name, content]) => ({ name: name as string, base64: (content as Buffer).toString('base64') })),
    );
    const dataTransfer = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: 'image/png' }));
      }
      return transfer;
    }, files);
    const dropZone = photo.getByText(/^Or drop images here/);
    await dropZone.dispatchEvent('dragover', { dataTransfer });
    await dropZone.dispatchEvent('drop', { dataTransfer });

    const uploads = photo.getByRole('list', { name: 'Uploads for Photo' });
    await expect(uploads.getByRole('progressbar', { name: /drop-a\.png$/ })).toBeVisible();
    await expect(uploads.getByText(/drop-b\.png is sent again in \d s/)).toBeVisible();
    await expect(uploads.getByRole('progressbar', { name: /drop-b\.png$/ })).toBeVisible({ timeout: 10_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    release();

    await expect(uploads.getByRole('img', { name: 'Uploaded drop-a.png' })).toBeVisible({ timeout: 60_000 });
    await expect(uploads.getByRole('img', { name: 'Uploaded drop-b.png' })).toBeVisible({ timeout: 60_000 });
    // The first of the drop is in the field; a new upload has no description, and the field says so.
    await expect(photo.getByText('This photo has no description yet.')).toBeVisible();
    await expect(photo.getByLabel('Description of this photo')).toHaveValue('');
    const firstSrc = await uploads.getByRole('img', { name: 'Uploaded drop-a.png' }).getAttribute('src');
    await expect(photo.getByRole('img', { name: 'Photo', exact: true })).toHaveAttribute(
      'src',
      firstSrc ?? '',
    );
    await photo.getByLabel('Description of this photo').fill('Green wall of the Salt Lake office, sample');
    await expect(photo.getByText('This photo has no description yet.')).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test('by keyboard alone: the library dialog, its grid and the focal point', async ({ page }) => {
  await signIn(page);
  // A draft another test left would be offered in place of the form.
  await discardContentDrafts(page);
  await uploadToLibrary(page, 'key-one.png', await plainPng('#ea580c'), 'Orange sample photo one');
  // A JPEG: the first test's PNG of the same bands is in the library already (uploads dedupe by bytes).
  const twoId = await uploadToLibrary(
    page,
    'key-two.jpg',
    await threeBands('jpeg'),
    'Banded sample photo two',
  );
  await page.getByRole('tab', { name: /^Site Content/ }).press('Enter');
  await page.getByRole('button', { name: `Edit ${collectionTitle}` }).press('Enter');
  const slide = secondSlide(page);
  await slide.locator('summary').first().press('Enter');
  const photo = slide.getByRole('group', { name: 'Photo' });

  /** Presses Tab until `target` has the keyboard (a form is long: at most 60 presses). */
  async function tabTo(target: Locator) {
    for (let presses = 0; presses < 60; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  await tabTo(photo.getByRole('button', { name: 'Choose from library: Photo' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose from library: Photo' });
  await expect(dialog.getByLabel('Search by file name or description')).toBeFocused();
  await page.keyboard.type('key-');
  await expect(dialog.getByRole('status')).toHaveText('2 images match "key-"');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /key-two\.jpg/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: /key-one\.png/ })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(dialog.getByRole('button', { name: /key-two\.jpg/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(photo.getByLabel('Description of this photo')).toHaveValue('Banded sample photo two');

  const focal = photo.getByRole('button', { name: /^Focal point of Photo/ });
  await tabTo(focal);
  await expect(focal).toHaveAccessibleName(/50% from the left, 50% from the top/);
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(focal).toHaveAccessibleName(/10% from the left, 48% from the top/);
  await expect(
    photo.getByRole('status').filter({ hasText: 'Focal point saved: 10% from the left, 48% from the top.' }),
  ).toBeVisible({
    timeout: 60_000,
  });
  const library = await page.request.get('/api/media?search=key-two', {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect((await library.json()).data.media).toEqual([
    expect.objectContaining({ id: twoId, focalPoint: { x: 10, y: 48 } }),
  ]);
  expect(await dominantColour(page, `/media/${twoId}-480.jpg`)).toBe('red');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
