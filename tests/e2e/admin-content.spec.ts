import { expect, type Page } from '@playwright/test';
import { sampleContent } from '#content/samples/index.js';
import {
  adminToken,
  discardContentDrafts,
  restoreRevision,
  signIn,
  submitSignIn,
} from './support/admin-session.js';
import { testOnOwnServer as test } from './support/own-server.js';
import { scrollsSideways, seriousAccessibilityViolations } from './support/public-page.js';

/**
 * The content studio in the admin's 'Site Content' tab: lists grow, shrink and reorder from the
 * keyboard; a branch's phone edited in the form is on / and /retail; an invalid field and a
 * conflicting save are refused with their messages and nothing typed is lost; a draft is kept and
 * offered back; an earlier revision comes back after a confirmation; Preview shows a draft in a
 * new tab without publishing it; a translation is published with the document, or its language alone. (The job openings have an editor of their own, in Job
 * Applications → Openings: admin-openings.spec.ts.) Publishing changes what every page shows, so
 * this spec runs against a server of its own: the other specs never see its edits.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

type Revision = { revision: number; summary: string[] };

async function revisionsOf(page: Page, collection: string): Promise<Revision[]> {
  const response = await page.request.get(`/api/content/${collection}/revisions`, {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.revisions;
}

test('lists grow, shrink and reorder from the keyboard, without publishing until asked', async ({ page }) => {
  await openCollection(page, 'Brands and their products');
  const before = await revisionsOf(page, 'brands');
  const wd = page.locator('summary').filter({ has: page.getByText('WD', { exact: true }) });
  await wd.focus();
  await page.keyboard.press('Enter');
  const otherNames = page
    .getByRole('group', { name: 'WD', exact: true })
    .getByRole('group', { name: /^Other names/ });
  await expect(otherNames.getByRole('textbox')).toHaveCount(1);

  const addName = async (text: string, position: number) => {
    await otherNames.getByRole('button', { name: 'Add to other names' }).press('Enter');
    await expect(otherNames.getByLabel(`Other names ${position}`, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  };
  await addName('WD Blue', 2);
  await addName('Western Digital Corporation', 3);
  await otherNames.getByRole('button', { name: 'Move Other names 3 up' }).press('Enter');
  await expect(otherNames.getByLabel('Other names 2', { exact: true })).toHaveValue(
    'Western Digital Corporation',
  );
  await expect(otherNames.getByRole('button', { name: 'Move Other names 2 up' })).toBeFocused();
  await otherNames.getByRole('button', { name: 'Remove Other names 2' }).press('Enter');
  await expect(otherNames.getByRole('textbox')).toHaveCount(2);
  await expect(otherNames.getByLabel('Other names 2', { exact: true })).toHaveValue('WD Blue');

  // WD is the ninth brand of the samples, after AOC.
  await page.getByRole('button', { name: 'Move WD up' }).press('Enter');
  const headings = () => page.locator('li > details > summary').allInnerTexts();
  await expect
    .poll(async () => (await headings()).filter((name) => ['AOC', 'WD'].includes(name)))
    .toEqual(['WD', 'AOC']);
  await expect(page.getByRole('button', { name: 'Add a brand' })).toBeVisible();
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  expect(await revisionsOf(page, 'brands')).toEqual(before);
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

test('the tabs stay put when the count of samples arrives, so a click on the next tab lands there', async ({
  page,
}) => {
  // The count is held back until the tab row has been seen without it.
  let releaseChecklist = () => {};
  const checklistHeld = new Promise<void>((resolve) => {
    releaseChecklist = resolve;
  });
  await page.route('**/api/content/checklist', async (route) => {
    await checklistHeld;
    await route.fallback();
  });
  await submitSignIn(page);
  const myAccount = page.getByRole('tab', { name: 'My account' });
  await expect(myAccount).toBeVisible({ timeout: 20_000 });
  const before = await myAccount.boundingBox();

  releaseChecklist();
  await expect(page.getByRole('tab', { name: /^Site Content \(\d+ samples left\)$/ })).toBeVisible();
  expect(await myAccount.boundingBox()).toEqual(before);
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
/** The message of a wrong phone in the Patna branch: it names the branch among the list's nine phones. */
const patnaPhoneRule =
  'Patna Branch: phone must be a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678';
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

test('a text translated beside English is on the Bengali page; emptied, that page shows the English, marked as English', async ({
  page,
}) => {
  await openCollection(page, 'Careers page');
  await page.getByLabel('Translate into').selectOption({ label: 'Bengali beside English' });
  const bengaliText = page.getByLabel('Text in Bengali', { exact: true });
  await expect(bengaliText).toHaveValue(sampleContent.careersPage.translations?.bn?.['hero.text'] ?? '');
  const translated = 'কলকাতার এক বেড়ে ওঠা প্রযুক্তি সংস্থায় আমাদের সঙ্গে কাজ করুন।';
  await bengaliText.fill(translated);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Careers page/ }),
  ).toBeVisible();

  const site = await page.context().newPage();
  await site.goto('/bn/careers');
  await expect(site.getByRole('main').getByText(translated, { exact: true })).toBeVisible();

  await bengaliText.fill('');
  await expect(page.getByText('Not translated into Bengali yet: the page shows the English.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Careers page/ }),
  ).toBeVisible();
  await site.goto('/bn/careers');
  const english = site.getByRole('main').getByText(sampleContent.careersPage.hero.text, { exact: true });
  await expect(english).toHaveAttribute('lang', 'en-IN');
});

test('Publish Bengali only publishes the Bengali of the form, and the English changed beside it stays a draft', async ({
  page,
}) => {
  await openCollection(page, 'Careers page');
  await page.getByLabel('Translate into').selectOption({ label: 'Bengali beside English' });
  const englishText = 'Join a growing IT hardware group in Kolkata, Patna and Ranchi.';
  await page.getByLabel('Text', { exact: true }).fill(englishText);
  const bengaliTitle = 'আমাদের সঙ্গে কেরিয়ার';
  await page.getByLabel('Heading in Bengali', { exact: true }).fill(bengaliTitle);
  await page.getByRole('button', { name: 'Publish Bengali only' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Careers page, Bengali only/ }),
  ).toBeVisible();
  // The English is still in the form, unpublished.
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue(englishText);
  const [latest] = await revisionsOf(page, 'careersPage');
  expect(latest?.summary).toEqual([expect.stringMatching(/^Bengali: changed Top of the page › Heading$/)]);

  const site = await page.context().newPage();
  await site.goto('/bn/careers');
  await expect(site.getByRole('main').getByText(bengaliTitle, { exact: true })).toBeVisible();
  await site.goto('/careers');
  await expect(
    site.getByRole('main').getByText(sampleContent.careersPage.hero.text, { exact: true }),
  ).toBeVisible();
  await expect(site.getByRole('main').getByText(englishText)).toHaveCount(0);
});

test('a paragraph moved up in the form takes its Bengali with it', async ({ page }) => {
  await openCollection(page, 'Company facts and contacts');
  await page.getByLabel('Translate into').selectOption({ label: 'Bengali beside English' });
  const [, second] = sampleContent.company.about.paragraphs;
  const bengali = sampleContent.company.translations?.bn ?? {};
  const bengaliOf = (position: number) =>
    page.getByLabel(`Paragraphs ${position} in Bengali`, { exact: true });
  await expect(bengaliOf(2)).toHaveValue(bengali['about.paragraphs.1'] ?? '');

  await page.getByRole('button', { name: 'Move Paragraphs 2 up' }).click();
  await expect(page.getByLabel('Paragraphs 1', { exact: true })).toHaveValue(second ?? '');
  await expect(bengaliOf(1)).toHaveValue(bengali['about.paragraphs.1'] ?? '');
  await expect(bengaliOf(2)).toHaveValue(bengali['about.paragraphs.0'] ?? '');
});

test('a sample translation a speaker of Bengali finds right is marked checked, published, and no longer called a sample', async ({
  page,
}) => {
  await openCollection(page, 'Company facts and contacts');
  await page.getByLabel('Translate into').selectOption({ label: 'Bengali beside English' });
  const firstParagraph = page.getByLabel('Paragraphs 1 in Bengali', { exact: true });
  const sampleNote =
    'Sample translation, for a speaker of Bengali to check: edit it, or confirm it is right.';
  await expect(firstParagraph).toHaveAccessibleDescription(sampleNote);
  const checked = page.getByRole('button', { name: "Checked, it's right" });
  const before = await checked.count();

  await firstParagraph.locator('xpath=..').getByRole('button', { name: "Checked, it's right" }).click();
  await expect(checked).toHaveCount(before - 1);
  await expect(firstParagraph).not.toHaveAccessibleDescription(sampleNote);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Company facts/ }),
  ).toBeVisible();
  const [latest] = await revisionsOf(page, 'company');
  expect(latest?.summary).toEqual([expect.stringMatching(/^Bengali: checked /)]);

  // Opened again from the server, the published mark holds: the paragraph is no longer a sample.
  await page.reload();
  await page.getByRole('tab', { name: /^Site Content/ }).click();
  await page.getByRole('button', { name: 'Edit Company facts and contacts' }).click();
  await page.getByLabel('Translate into').selectOption({ label: 'Bengali beside English' });
  await expect(page.getByLabel('Paragraphs 1 in Bengali', { exact: true })).not.toHaveAccessibleDescription(
    sampleNote,
  );
});

test("letters in a branch's phone get the schema's message beside it, and Publish saves nothing", async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const before = await revisionsOf(page, 'branches');
  const phone = await openPatnaBranch(page);
  await phone.fill('call the shop');
  await page.getByRole('button', { name: 'Publish' }).click();

  const message = patnaPhoneRule;
  const summary = page.getByRole('alert').filter({ hasText: 'Not published: 1 field needs attention' });
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(`${phoneHint} ${message}`);
  await expect(phone).toHaveValue('call the shop');
  expect(await revisionsOf(page, 'branches')).toEqual(before);
});

test('a nine-digit phone is refused with an example; the right one is published and the history says so in words', async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const before = await revisionsOf(page, 'branches');
  const phone = await openPatnaBranch(page);
  const current = await phone.inputValue();
  await phone.fill('98300 1234');
  await page.getByRole('button', { name: 'Publish' }).click();
  const message = patnaPhoneRule;
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not published: 1 field needs attention' }).getByRole('link', {
      name: message,
    }),
  ).toBeVisible();
  expect(await revisionsOf(page, 'branches')).toEqual(before);

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

test('a wrong phone is told at its field, by its branch, once the person leaves it, and goes as it is put right', async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const phone = await openPatnaBranch(page);
  await phone.fill('98300 1234');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await phone.press('Tab');

  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(`${phoneHint} ${patnaPhoneRule}`);
  // Nothing was published or refused: the message is the form's own check.
  await expect(page.getByRole('alert')).toHaveCount(0);
  // From now on it follows each keystroke.
  await phone.fill('98300 12345');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(phoneHint);
});

test("the Get Quote list offers the offices by name, and publishes the chosen office's key", async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const before = await revisionsOf(page, 'branches');
  const first = page.getByLabel("Order of the brand pages' Get Quote list 1", { exact: true });
  await expect(first).toHaveValue('kolkata-corporate');
  await expect(first.getByRole('option', { name: 'Corporate Office', exact: true })).toHaveAttribute(
    'value',
    'kolkata-corporate',
  );
  await first.selectOption({ label: 'Patna Branch' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Branches/ }),
  ).toBeVisible();

  const response = await page.request.get('/api/content/branches', {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect((await response.json()).data.document.quoteOrder[0]).toBe('patna');

  // Back as it was, for the tests after this one.
  await restoreRevision(page, before[0]!.revision, 'Branches and offices');
});

test("a branch's Sunday opened in the weekly hours grid is told when wrong, and published in the stored shape", async ({
  page,
}) => {
  // A phone-sized screen: the day's row wraps rather than making the page scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await openCollection(page, 'Branches and offices');
  const before = await revisionsOf(page, 'branches');
  await openPatnaBranch(page);
  const sunday = page
    .getByRole('group', { name: 'Patna Branch', exact: true })
    .getByRole('group', { name: 'Sunday', exact: true });
  await sunday.getByLabel('Sunday Closed', { exact: true }).uncheck();
  await sunday.getByLabel('Sunday opens', { exact: true }).fill('10:00');
  const closes = sunday.getByLabel('Sunday closes', { exact: true });
  await closes.fill('09:00');
  // Leaving the field shows its check (Tab in a time input first moves between its hours and minutes).
  await closes.blur();
  await expect(closes).toHaveAttribute('aria-invalid', 'true');
  await expect(sunday).toContainText('closing time 09:00 must be after opening time 10:00');
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await closes.fill('14:00');
  await expect(sunday).not.toContainText('closing time');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Published revision \d+ of Branches/ }),
  ).toBeVisible();
  const response = await page.request.get('/api/content/branches', {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  const offices: { id: string; weeklyHours: Record<string, unknown> }[] = (await response.json()).data
    .document.offices;
  expect(offices.find((office) => office.id === 'patna')?.weeklyHours.sunday).toEqual([
    { opens: '10:00', closes: '14:00' },
  ]);

  // Back as it was, for the tests after this one.
  await restoreRevision(page, before[0]!.revision, 'Branches and offices');
});

test('Preview shows the unpublished draft in a new tab, and the live page stays as published', async ({
  page,
}) => {
  await openCollection(page, 'Branches and offices');
  const before = await revisionsOf(page, 'branches');
  const phone = await openPatnaBranch(page);
  await phone.fill(previewedPatnaPhone);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  // The server renders every page that shows the collection first: seconds on a busy machine.
  await expect(preview).toContainText('Nothing is published yet.', { timeout: 20_000 });
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
  expect(await revisionsOf(page, 'branches')).toEqual(before);
  await expect(phone).toHaveValue(previewedPatnaPhone);
  await expect(page.getByText('Unpublished changes')).toBeVisible();
});

test('a draft is kept on the server and offered back at the next opening', async ({ page }) => {
  await openCollection(page, 'Branches and offices');
  const before = await revisionsOf(page, 'branches');
  const phone = await openPatnaBranch(page);
  await phone.fill(previewedPatnaPhone);

  // Once the server has the draft, leaving keeps it, offered back at the next opening; the keyboard
  // goes back to the Edit button.
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved \d\d:\d\d$/ })).toBeVisible();
  await page.getByRole('button', { name: 'All site content' }).click();
  await expect(page.getByRole('button', { name: 'Edit Branches and offices' })).toBeFocused();
  await page.keyboard.press('Enter');
  const offer = page.getByRole('region', { name: 'Unpublished changes' });
  await expect(offer).toContainText('You have unpublished changes from');
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('No changes since the published revision')).toBeVisible();
  expect(await revisionsOf(page, 'branches')).toEqual(before);
});

test('a save that meets a newer revision says so and keeps what was typed', async ({ page }) => {
  await openCollection(page, 'Branches and offices');
  const phone = await openPatnaBranch(page);
  await phone.fill(previewedPatnaPhone);

  // Another editor publishes the same collection in the meantime.
  const headers = { authorization: `Bearer ${await adminToken(page)}` };
  const current = (await (await page.request.get('/api/content/branches', { headers })).json()).data;
  const other = await page.request.put('/api/content/branches', {
    headers,
    data: { document: current.document, baseRevision: current.revision },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Publish' }).click();
  const conflict = page
    .getByRole('alert')
    .filter({ hasText: 'Someone else saved Branches and offices since you opened it.' });
  await expect(conflict).toContainText('Reload to see their change');
  await expect(phone).toHaveValue(previewedPatnaPhone);

  // Reloading asks first, then shows their version.
  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drop your unpublished changes?' });
  await dialog.getByRole('button', { name: 'Drop changes and reload' }).click();
  await expect(page.getByText(`Editing revision ${current.revision + 1}`)).toBeVisible();
});
