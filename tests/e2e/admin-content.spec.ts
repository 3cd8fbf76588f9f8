import { expect, type Page } from '@playwright/test';
import { adminToken, discardContentDrafts, restoreRevision, signIn } from './support/admin-session.js';
import { testOnOwnServer as test } from './support/own-server.js';
import { scrollsSideways, seriousAccessibilityViolations } from './support/public-page.js';

/**
 * The content studio in the admin's 'Site Content' tab: an opening's title edited in the form is
 * on /careers at the next load, and a branch's phone on / and /retail; an invalid field and a
 * conflicting save are refused with their messages and nothing typed is lost; an earlier revision
 * comes back after a confirmation; Preview shows a draft in a new tab without publishing it.
 * Publishing changes what every page shows, so this spec runs against a server of its own: the
 * other specs, which read the openings at the same time, never see its edits.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const originalTitle = 'Operations Executive';
const editedTitle = 'Operations Executive, Salt Lake';
/** The second opening of the samples. */
/** The second opening, as its heading in the form names it. */
const openingSummary = `Opening 002 ${originalTitle}`;
/** The history's words for the retitling. */
const retitling = `Opening 002 ${originalTitle}: title “${originalTitle}” → “${editedTitle}”`;

type Revision = { revision: number; summary: string[] };

async function openJobOpenings(page: Page) {
  await signIn(page);
  await discardContentDrafts(page);
  await page.getByRole('tab', { name: /^Site Content/ }).click();
  await page.getByRole('button', { name: 'Edit Job openings' }).click();
  await expect(page.getByRole('heading', { name: 'Job openings', level: 2 })).toBeFocused();
}

/** Opens the second opening's group in the form, from the keyboard, and answers its Title field. */
async function openSecondOpening(page: Page, summary = openingSummary) {
  const item = page.locator('summary').getByText(summary, { exact: true });
  await item.focus();
  await page.keyboard.press('Enter');
  // The open item, not its name: the name follows the title as it is typed.
  return page.locator('li > details[open]').getByLabel('Title', { exact: true });
}

async function openingRevisions(page: Page): Promise<Revision[]> {
  const response = await page.request.get('/api/content/openings/revisions', {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.revisions;
}

test('an opening retitled in the form is on /careers at the next load', async ({ page }) => {
  await openJobOpenings(page);
  const title = await openSecondOpening(page);
  await expect(title).toHaveValue(originalTitle);
  await title.fill(editedTitle);
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Job openings/ }),
  ).toBeVisible();
  await expect(page.getByText('No changes since the published revision')).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(retitling)).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto('/careers');
  await expect(page.getByRole('article', { name: editedTitle })).toBeVisible();
});

test('lists grow, shrink and reorder from the keyboard, without publishing until asked', async ({ page }) => {
  await openJobOpenings(page);
  const before = await openingRevisions(page);
  const first = page.locator('summary').getByText('Opening 001 Senior Accountant', { exact: true });
  await first.focus();
  await page.keyboard.press('Enter');
  const requirements = page
    .getByRole('group', { name: 'Opening 001 Senior Accountant', exact: true })
    .getByRole('group', { name: /^Requirements/ });
  await expect(requirements.getByRole('textbox')).toHaveCount(4);

  await requirements.getByRole('button', { name: 'Add to requirements' }).press('Enter');
  const added = requirements.getByLabel('Requirements 5', { exact: true });
  await expect(added).toBeFocused();
  await page.keyboard.type('Fluent Bengali');
  await requirements.getByRole('button', { name: 'Move Requirements 5 up' }).press('Enter');
  await expect(requirements.getByLabel('Requirements 4', { exact: true })).toHaveValue('Fluent Bengali');
  await expect(requirements.getByRole('button', { name: 'Move Requirements 4 up' })).toBeFocused();
  await requirements.getByRole('button', { name: 'Remove Requirements 4' }).press('Enter');
  await expect(requirements.getByRole('textbox')).toHaveCount(4);
  await expect(requirements.getByLabel('Requirements 4', { exact: true })).toHaveValue(
    'Good command of Excel',
  );

  await page.getByRole('button', { name: 'Move Opening 001 Senior Accountant down' }).press('Enter');
  const headings = page.locator('li > details > summary');
  await expect(headings.nth(0)).toHaveText(`Opening 002 ${editedTitle}`);
  await expect(headings.nth(1)).toHaveText('Opening 001 Senior Accountant');
  await expect(page.getByRole('button', { name: 'Add an opening' })).toBeVisible();
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  expect(await openingRevisions(page)).toEqual(before);
});

test('an invalid field is refused with its message beside it, and nothing is published', async ({ page }) => {
  await openJobOpenings(page);
  const before = await openingRevisions(page);
  const title = await openSecondOpening(page, `Opening 002 ${editedTitle}`);
  await title.fill('');
  await page.getByRole('button', { name: 'Publish' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Not published: 1 field needs attention' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Title is required' })).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Title is required');
  expect(await openingRevisions(page)).toEqual(before);

  // Typing again clears the message; the field's value was kept all along. (The title differs
  // from the published one, which an earlier test set to editedTitle, so a draft is left.)
  await title.fill(`${editedTitle}, Howrah`);
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');

  // Once the server has the draft, leaving keeps it, offered back at the next opening; the keyboard
  // goes back to the Edit button.
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved \d\d:\d\d$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All site content' }).click();
  await expect(page.getByRole('button', { name: 'Edit Job openings' })).toBeFocused();
  await page.keyboard.press('Enter');
  const offer = page.getByRole('region', { name: 'Unpublished changes' });
  await expect(offer).toContainText('You have unpublished changes from');
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('No changes since the published revision')).toBeVisible();
});

test('a save that meets a newer revision says so and keeps what was typed', async ({ page }) => {
  await openJobOpenings(page);
  const title = await openSecondOpening(page, `Opening 002 ${editedTitle}`);
  await title.fill(`${editedTitle} and Howrah`);

  // Another editor publishes the same collection in the meantime.
  const headers = { authorization: `Bearer ${await adminToken(page)}` };
  const current = (await (await page.request.get('/api/content/openings', { headers })).json()).data;
  const other = await page.request.put('/api/content/openings', {
    headers,
    data: { document: current.document, baseRevision: current.revision },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Publish' }).click();
  const conflict = page
    .getByRole('alert')
    .filter({ hasText: 'Someone else saved Job openings since you opened it.' });
  await expect(conflict).toContainText('Reload to see their change');
  await expect(title).toHaveValue(`${editedTitle} and Howrah`);

  // Reloading asks first, then shows their version.
  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drop your unpublished changes?' });
  await dialog.getByRole('button', { name: 'Drop changes and reload' }).click();
  await expect(page.getByText(`Editing revision ${current.revision + 1}`)).toBeVisible();
});

test('an earlier revision is restored after a confirmation, and /careers follows', async ({ page }) => {
  await openJobOpenings(page);
  const revisions = await openingRevisions(page);
  const retitled = revisions.find((revision) => revision.summary.includes(retitling));
  if (!retitled) throw new Error('the retitling revision is missing');
  const earlier = retitled.revision - 1;

  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: `Restore revision ${earlier}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore revision ${earlier}?` });
  await expect(dialog).toContainText('published again as a new revision');
  await dialog.getByRole('button', { name: 'Restore and publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Restored revision ${earlier} of Job openings` }),
  ).toBeVisible();
  await expect(history.getByText(`Restored revision ${earlier}`)).toBeVisible();
  await expect(page.locator('summary').getByText(openingSummary, { exact: true })).toBeVisible();

  await page.goto('/careers');
  await expect(page.getByRole('article', { name: originalTitle, exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: editedTitle })).toHaveCount(0);
});

test('the tab counts what is still a sample, and the checklist opens the field on a phone-sized screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await discardContentDrafts(page);
  const tab = page.getByRole('tab', { name: /^Site Content \(\d+ samples left\)$/ });
  await tab.click();
  const checklist = page.getByRole('region', { name: /^Launch checklist: \d+ values are still samples$/ });
  await checklist.getByText(/^Company facts and contacts \(\d+\)$/).click();
  await checklist
    .getByRole('link', { name: 'Contacts › HR (careers; applications are mailed here) › E-mail' })
    .click();

  const email = page
    .getByRole('group', { name: 'HR (careers; applications are mailed here)' })
    .getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(/@example\.com$/);
  expect(await scrollsSideways(page)).toBe(false);
});

test('a photo uploads through /api/media with its progress shown, and a refused upload says why', async ({
  page,
}) => {
  // POST /api/media answered here, so the form is tested on its own: first a refusal, then a
  // success held back until the test has seen the progress.
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  let uploads = 0;
  const uploadedId = '0123456789abcdef'.repeat(4);
  await page.route('**/api/media', async (route) => {
    // The media library's list (GET) goes to the server.
    if (route.request().method() !== 'POST') return route.fallback();
    uploads += 1;
    if (uploads === 1) {
      await route.fulfill({
        status: 413,
        json: { success: false, message: 'The file is larger than 15 MB', code: 'payload_too_large' },
      });
      return;
    }
    await uploadHeld;
    await route.fulfill({
      json: {
        success: true,
        data: {
          id: uploadedId,
          url: `/media/${uploadedId}`,
          contentType: 'image/png',
          width: 1200,
          height: 800,
        },
      },
    });
  });

  await signIn(page);
  await discardContentDrafts(page);
  await page.getByRole('tab', { name: /^Site Content/ }).click();
  await page.getByRole('button', { name: 'Edit Company facts and contacts' }).click();
  const photo = page
    .getByRole('group', { name: 'About Us (home page)' })
    .getByRole('group', { name: 'Photo' });
  const pickPhoto = async (name: string) => {
    const chooser = page.waitForEvent('filechooser');
    await photo.getByRole('button', { name: 'Upload: Photo' }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: Buffer.alloc(64 * 1024, 1) });
  };

  await pickPhoto('too-big.png');
  await expect(photo.getByRole('alert')).toHaveText(
    'too-big.png was not uploaded: The file is larger than 15 MB',
  );

  await pickPhoto('office.png');
  await expect(photo.getByRole('status')).toContainText('Uploading office.png');
  await expect(photo.getByRole('progressbar', { name: 'Uploading office.png' })).toBeVisible();
  releaseUpload();
  await expect(photo.getByRole('img', { name: 'Photo', exact: true })).toHaveAttribute(
    'src',
    `/media/${uploadedId}-480.webp`,
  );
  await expect(photo.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Unpublished changes')).toBeVisible();
});

/** Patna's phone in the samples, and the numbers the tests type over it. */
const patnaPhone = '+91 33 0000 0012';
const editedPatnaPhone = '+91 98300 12345';
const previewedPatnaPhone = '+91 98300 67890';
/** The line under every phone field. */
const phoneHint = 'A mobile, or a landline with its STD code; the site shows it with +91';

async function openCollection(page: Page, title: string) {
  await signIn(page);
  await discardContentDrafts(page);
  await page.getByRole('tab', { name: /^Site Content/ }).click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeFocused();
}

/** Opens the Patna branch's group in the form, as a person would, and answers its Phone field. */
async function openPatnaBranch(page: Page) {
  const summary = page.locator('summary').getByText('Patna Branch', { exact: true });
  // The form is drawn once the published document has arrived: its heading says so.
  await expect(summary).toBeVisible();
  await summary.click();
  const phone = page
    .getByRole('group', { name: 'Patna Branch', exact: true })
    .getByLabel('Phone (optional)', { exact: true });
  await expect(phone).toBeEditable();
  return phone;
}

/** The Patna branch's card on a public page. */
function patnaCard(page: Page) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Patna Branch', exact: true }) });
}

/** Checks the card on `path` shows `phone` as a tel: link, and not `otherPhone`. */
async function expectPatnaPhone(page: Page, path: string, phone: string, otherPhone: string) {
  await page.goto(path);
  const card = patnaCard(page);
  await expect(card.getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/\s/g, '')}`,
  );
  await expect(card).not.toContainText(otherPhone);
}

async function branchRevisions(page: Page): Promise<Revision[]> {
  const response = await page.request.get('/api/content/branches/revisions', {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.revisions;
}

test("a branch's phone edited in the form is on / and /retail, and restoring the revision before brings the old one back", async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const phone = await openPatnaBranch(page);
  await expect(phone).toHaveValue(patnaPhone);
  await phone.fill(editedPatnaPhone);
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const published = page
    .getByRole('status')
    .filter({ hasText: /Published revision \d+ of Branches and offices/ });
  await expect(published).toBeVisible();
  const revision = Number((await published.innerText()).match(/revision (\d+)/)?.[1]);

  // The site in a tab of its own, so the admin stays signed in here.
  const site = await page.context().newPage();
  for (const path of ['/', '/retail']) await expectPatnaPhone(site, path, editedPatnaPhone, patnaPhone);

  await restoreRevision(page, revision - 1, 'Branches and offices');
  await expect(phone).toHaveValue(patnaPhone);
  for (const path of ['/', '/retail']) await expectPatnaPhone(site, path, patnaPhone, editedPatnaPhone);
});

test("letters in a branch's phone get the schema's message beside it, and Publish saves nothing", async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const before = await branchRevisions(page);
  const phone = await openPatnaBranch(page);
  await phone.fill('call the shop');
  await page.getByRole('button', { name: 'Publish' }).click();

  const message =
    'Phone: enter a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678';
  const summary = page.getByRole('alert').filter({ hasText: 'Not published: 1 field needs attention' });
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(`${phoneHint} ${message}`);
  await expect(phone).toHaveValue('call the shop');
  expect(await branchRevisions(page)).toEqual(before);
});

test('a nine-digit phone is refused with an example; the right one is published and the history says so in words', async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const before = await branchRevisions(page);
  const phone = await openPatnaBranch(page);
  const current = await phone.inputValue();
  await phone.fill('98300 1234');
  await page.getByRole('button', { name: 'Publish' }).click();
  const message =
    'Phone: enter a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678';
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not published: 1 field needs attention' }).getByRole('link', {
      name: message,
    }),
  ).toBeVisible();
  expect(await branchRevisions(page)).toEqual(before);

  await phone.fill('98300 12345');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Branches/ }),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  // The newest revision says it (an earlier test made the same change, further down the history).
  await expect(history.getByRole('listitem').first()).toContainText(
    `Patna Branch: phone ${current} → +91 98300 12345`,
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Back as it was, for the tests after this one.
  await restoreRevision(page, before[0]!.revision, 'Branches and offices');
});

test('Preview shows the unpublished draft in a new tab, and the live page stays as published', async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const before = await branchRevisions(page);
  const phone = await openPatnaBranch(page);
  await phone.fill(previewedPatnaPhone);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Nothing is published yet.');
  const retailLink = preview.getByRole('link', { name: 'Preview of /retail (opens in a new tab)' });
  await expect(preview.getByRole('link', { name: 'Preview of / (opens in a new tab)' })).toBeVisible();
  await expect(preview.getByRole('link', { name: /^Preview of \/activities/ })).toHaveCount(0);
  const refusedByPolicy: string[] = [];
  page.context().on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });
  const newTab = page.waitForEvent('popup');
  await retailLink.click();
  const tab = await newTab;
  await expect(tab.getByRole('note', { name: 'Preview' })).toContainText('Preview — not published.');
  // The page's scripts run under the site's policy: the cookie banner, an island, opens.
  await expect(tab.getByRole('region', { name: 'This website uses cookies' })).toBeVisible();
  expect(refusedByPolicy).toEqual([]);
  await expect(patnaCard(tab).getByRole('link', { name: previewedPatnaPhone })).toHaveAttribute(
    'href',
    'tel:+919830067890',
  );
  await expect(patnaCard(tab)).not.toContainText(patnaPhone);
  expect(await seriousAccessibilityViolations(tab)).toEqual([]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // What visitors see is still the published revision.
  const site = await page.context().newPage();
  await expectPatnaPhone(site, '/retail', patnaPhone, previewedPatnaPhone);
  await expect(site.getByRole('note', { name: 'Preview' })).toHaveCount(0);
  expect(await branchRevisions(page)).toEqual(before);
  await expect(phone).toHaveValue(previewedPatnaPhone);
  await expect(page.getByText('Unpublished changes')).toBeVisible();
});
