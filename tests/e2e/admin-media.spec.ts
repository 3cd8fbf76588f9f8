import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, restoreRevision, signIn } from './support/admin-session.js';
import { testOnOwnServer as test } from './support/own-server.js';
import { seriousAccessibilityViolations } from './support/public-page.js';

/**
 * A photo uploaded through the editor's own upload button shows on the public page once
 * published; after the previous revision is restored, the media library lists it as kept for that
 * earlier revision and refuses to remove it. Publishing changes the home page, so this spec runs
 * against a server of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const collectionTitle = 'Company facts and contacts';

/** A camera-sized JPEG (4:3, so the 3:2 crop shows), written where a person would pick it from. */
async function photoFile(): Promise<string> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'media-e2e-'));
  const file = path.join(directory, 'new-office.jpg');
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
      <rect width="1600" height="1200" fill="#0b6e4f"/><rect x="400" width="800" height="1200" fill="#f59e0b"/>
    </svg>`,
  );
  await sharp(stripes).jpeg({ quality: 85 }).toFile(file);
  return file;
}

test('an uploaded photo shows on the home page; once only an earlier revision uses it, the library keeps it', async ({
  page,
}) => {
  const file = await photoFile();
  await signIn(page);
  await page.getByRole('tab', { name: /^Site Content/ }).click();
  await page.getByRole('button', { name: `Edit ${collectionTitle}` }).click();
  const photo = page
    .getByRole('group', { name: 'About Us (home page)' })
    .getByRole('group', { name: 'Photo' });
  const chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Upload: Photo' }).click();
  await (await chooser).setFiles(file);

  // A new upload has no description: the field says so, and its one description box takes it.
  await expect(photo.getByText('This photo has no description yet.')).toBeVisible({ timeout: 30_000 });
  const preview = photo.getByRole('img', { name: 'Photo', exact: true });
  const id = (await preview.getAttribute('src'))?.match(/^\/media\/([0-9a-f]{64})-480\.webp$/)?.[1] ?? '';
  expect(id).toMatch(/^[0-9a-f]{64}$/);
  const alt = 'New office front, sample photo';
  const description = photo.getByRole('textbox', { name: /description/i });
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAccessibleName('Description of this photo');
  await expect(description).toHaveAccessibleDescription(/screen readers read out in place of the photo/);
  await description.fill(alt);
  await expect(photo.getByText('This photo has no description yet.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  const published = page.getByRole('status').filter({ hasText: /Published revision (\d+) of Company/ });
  await expect(published).toBeVisible();
  const revision = Number((await published.textContent())?.match(/revision (\d+)/)?.[1]);

  // The public page: the About photo is the upload, served from /media, and it loaded.
  const home = await page.context().newPage();
  await home.goto('/');
  const aboutPhoto = home
    .getByRole('region', { name: 'About Us', exact: true })
    .getByRole('img', { name: alt });
  await aboutPhoto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => aboutPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const currentSrc = await aboutPhoto.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(new URL(currentSrc).pathname).toMatch(new RegExp(`^/media/${id}-(480|768|1200)\\.(avif|webp|jpg)$`));
  await home.close();

  // The previous revision comes back: the upload is used only by the revision just replaced.
  await restoreRevision(page, revision - 1, collectionTitle);
  await expect(photo.getByRole('img', { name: /^Photo/ })).not.toHaveAttribute(
    'src',
    `/media/${id}-480.webp`,
  );

  await page.getByRole('button', { name: 'All site content' }).click();
  const library = page.getByRole('region', { name: 'Media', exact: true });
  // Found by its file name: the other specs' uploads share the server's library.
  const entry = library.getByRole('listitem').filter({ hasText: 'new-office.jpg' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('JPEG image, 1600 × 1200');
  await expect(entry).toContainText('Used by an earlier revision');
  await expect(entry.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // The server refuses too, whoever asks.
  const refused = await page.request.delete(`/api/media/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain('An earlier revision of the content uses this file');
});

test('an unused upload is removed from the library after a confirmation', async ({ page }) => {
  const file = await photoFile();
  await signIn(page);
  const token = await adminToken(page);
  // A different picture from the first test's, uploaded and never published.
  const bytes = await sharp(fs.readFileSync(file)).resize(900, 600).png().toBuffer();
  const uploaded = await page.request.post('/api/media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'unused.png', mimeType: 'image/png', buffer: bytes } },
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()).data;

  // The dashboard loaded its lists before that upload: a new visit shows it.
  await page.reload();
  await page.getByRole('tab', { name: /^Site Content/ }).click();
  const library = page.getByRole('region', { name: 'Media', exact: true });
  const entry = library.getByRole('listitem').filter({ hasText: 'unused.png' });
  await expect(entry).toContainText('Not used');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await entry.getByRole('button', { name: 'Remove the PNG image unused.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this file?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(library.getByRole('status')).toContainText('Removed the PNG image unused.png');
  await expect(entry).toHaveCount(0);
  expect((await page.request.get(`/media/${id}`)).status()).toBe(404);
  expect((await page.request.get(`/media/${id}-480.webp`)).status()).toBe(404);
});
