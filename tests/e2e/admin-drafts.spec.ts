import { expect, type Locator, type Page } from '@playwright/test';
import { adminToken, discardContentDrafts, newStaffAccount, signIn } from './support/admin-session.js';
import { testOnOwnServer as test } from './support/own-server.js';
import { seriousAccessibilityViolations } from './support/public-page.js';

/**
 * Drafts that last and previews where the change is (issue 29): what is typed is kept on the server
 * as the person's draft and offered back after a reload; two collections' drafts are previewed under
 * one token and published as one change; the preview opens on the changed slide and outlines the
 * changed branch. Publishing changes what every page shows, so this spec has a server of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const draftPhone = '+91 98300 24680';
const slideHeading = 'Distributor of phones across Eastern India, preview';

async function openCollection(page: Page, title: string) {
  await page.getByRole('tab', { name: /^Site Content/ }).click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeFocused();
}

/** Opens a list item's group of the form from the keyboard, by the item's name ('Patna Branch'). */
async function openItem(page: Page, name: string) {
  // The line's name is one of its parts (heading, photo): the summary around it takes the keyboard.
  const line = page.locator('summary').filter({ has: page.getByText(name, { exact: true }) });
  await expect(line).toBeVisible();
  await line.focus();
  await page.keyboard.press('Enter');
  return page.getByRole('group', { name, exact: true });
}

async function patnaPhone(page: Page) {
  const phone = (await openItem(page, 'Patna Branch')).getByLabel('Phone (optional)', {
    exact: true,
  });
  await expect(phone).toBeEditable();
  return phone;
}

/**
 * A preview tab opened on a changed item: the banner saying it is not published is on screen, whole
 * (its one line not cut off), with the site's header below it and the item below both.
 */
async function expectBannerOverItem(tab: Page, item: Locator) {
  const banner = tab.getByRole('note', { name: 'Preview' });
  await expect(banner).toBeInViewport();
  await expect(banner).toContainText('Preview — not published.');
  expect(await banner.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
  await expect(item).toBeInViewport();
  const bottomOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return box ? box.y + box.height : Number.NaN;
  };
  const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  const header = tab.getByRole('banner');
  // Polled: the page may still be scrolling to the item.
  await expect
    .poll(async () => (await topOf(banner)) === 0 && (await topOf(header)) >= (await bottomOf(banner)))
    .toBe(true);
  await expect.poll(async () => (await topOf(item)) >= (await bottomOf(header))).toBe(true);
}

const draftSaved = (page: Page) => page.getByRole('status').filter({ hasText: /^Draft saved \d\d:\d\d$/ });

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a draft typed and reloaded mid-edit is offered back and continued', async ({ page }) => {
    await signIn(page);
    await discardContentDrafts(page);
    await openCollection(page, 'Branches and offices');
    const phone = await patnaPhone(page);
    await phone.fill(draftPhone);
    // Reloaded at once, before the autosave's second has passed: the browser kept it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
    await openCollection(page, 'Branches and offices');
    const offer = page.getByRole('region', { name: 'Unpublished changes' });
    await expect(offer).toContainText(/You have unpublished changes from \d{1,2} \w{3}, \d\d:\d\d/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    const continued = await patnaPhone(page);
    await expect(continued).toHaveValue(draftPhone);
    // The value only the browser had reaches the server as the person's draft.
    await expect(draftSaved(page)).toBeVisible();
    const headers = { authorization: `Bearer ${await adminToken(page)}` };
    const draft = await page.request.get('/api/admin/content/drafts/branches', { headers });
    expect(JSON.stringify((await draft.json()).data.document)).toContain(draftPhone);

    // Typing again saves again a second after typing stops.
    await continued.fill('+91 98300 13579');
    await expect(
      page.getByRole('status').filter({ hasText: /^(Saving…|Draft saved \d\d:\d\d)$/ }),
    ).toBeVisible();
    await expect
      .poll(async () =>
        JSON.stringify(
          (await (await page.request.get('/api/admin/content/drafts/branches', { headers })).json()).data,
        ),
      )
      .toContain('+91 98300 13579');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test('a draft the browser kept while the server was out of reach is offered only to the person who typed it', async ({
  page,
  request,
}) => {
  const typist = await newStaffAccount(request, 'editor');
  const colleague = await newStaffAccount(request, 'editor');
  const pendingKeys = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('content-draft-pending:')));

  await signIn(page, typist);
  await openCollection(page, 'Branches and offices');
  // The server cannot be reached: the draft stays in this browser only.
  await page.route('**/api/admin/content/drafts/**', (route) => route.abort('internetdisconnected'));
  await (await patnaPhone(page)).fill(draftPhone);
  await expect.poll(pendingKeys).toHaveLength(1);
  // Still out of reach until the typist has left: the editor retries while offline, and a retry
  // that got through would move the draft to the server (a busy machine gave it the time to).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.unroute('**/api/admin/content/drafts/**');

  // A colleague on the same computer gets the published form, not the typist's draft.
  await signIn(page, colleague);
  await openCollection(page, 'Branches and offices');
  await expect(await patnaPhone(page)).not.toHaveValue(draftPhone);
  await expect(page.getByRole('region', { name: 'Unpublished changes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();

  // The typist is offered it back.
  await signIn(page, typist);
  await openCollection(page, 'Branches and offices');
  await expect(page.getByRole('region', { name: 'Unpublished changes' })).toContainText(
    /You have unpublished changes from /,
  );
  expect(await pendingKeys()).toHaveLength(1);
});

test('two collections previewed under one token open on the changed slide, and publish as one change', async ({
  page,
}) => {
  await signIn(page);
  await discardContentDrafts(page);
  await openCollection(page, 'Branches and offices');
  await (await patnaPhone(page)).fill(draftPhone);
  await expect(draftSaved(page)).toBeVisible();
  await page.getByRole('button', { name: 'All site content' }).click();

  await openCollection(page, 'Home page hero slides');
  const slide = await openItem(page, 'Hero slide 2');
  await slide.getByLabel('Heading', { exact: true }).fill(slideHeading);
  await expect(draftSaved(page)).toBeVisible();
  await page.getByRole('checkbox', { name: /^Branches and offices/ }).check();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Home page hero slides and Branches and offices');
  const links = preview.getByRole('link');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  expect(new Set(hrefs.map((href) => href.split('/')[2])).size).toBe(1);
  expect(hrefs.every((href) => href.endsWith('#slide-phone-brand-distributor'))).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const newTab = page.waitForEvent('popup');
  await preview.getByRole('link', { name: 'Preview of / (opens in a new tab)' }).click();
  const tab = await newTab;
  await expect(tab.getByRole('note', { name: 'Preview' })).toContainText('Preview — not published.');
  await expect(
    tab.getByText(
      'This page shows your unpublished changes to Branches and offices and Home page hero slides',
    ),
  ).toBeVisible();
  // The changed slide is the one shown, and the branch change is on the same page.
  const shown = tab.getByRole('group', { name: /^2 of \d+$/ });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(slideHeading);
  await expect(tab.getByRole('link', { name: draftPhone })).toHaveCount(1);
  await tab.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  // Said in the bar where Publish was pressed, with what the publish changed; the preview of the
  // drafts and its talk of changes are gone.
  const published = page.getByRole('status').filter({
    hasText: /^Published revision \d+ of Home page hero slides, together with Branches and offices\./,
  });
  await expect(published).toBeInViewport();
  await expect(published).toContainText(slideHeading);
  await expect(page.getByText('No changes since the published revision')).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expect(page.getByText(/your changes|Nothing is published/)).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(
    'Published together with Branches and offices',
  );
  const site = await page.context().newPage();
  await site.goto('/');
  await expect(site.getByRole('link', { name: draftPhone }).first()).toBeVisible();
  const headers = { authorization: `Bearer ${await adminToken(page)}` };
  const drafts = await page.request.get('/api/admin/content/drafts', { headers });
  expect((await drafts.json()).data.drafts).toEqual([]);
});

test('a branch preview opens on the changed branch, outlined', async ({ page }) => {
  await signIn(page);
  await discardContentDrafts(page);
  await openCollection(page, 'Branches and offices');
  await (await patnaPhone(page)).fill('+91 98300 11223');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  const retail = preview.getByRole('link', { name: 'Preview of /retail (opens in a new tab)' });
  await expect(retail).toHaveAttribute('href', /#branch-patna/);
  const newTab = page.waitForEvent('popup');
  await retail.click();
  const tab = await newTab;
  const card = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: 'Patna Branch' }) });
  await expect(card).toContainText('+91 98300 11223');
  await expectBannerOverItem(tab, card);
  await expect(card).toHaveCSS('outline-style', 'solid');
  expect(await seriousAccessibilityViolations(tab)).toEqual([]);

  // On a phone the banner is as plain, and the branch as clear of it.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto((await retail.getAttribute('href')) ?? '');
  await expectBannerOverItem(
    phone,
    phone.getByRole('article').filter({ has: phone.getByRole('heading', { name: 'Patna Branch' }) }),
  );
  expect(await seriousAccessibilityViolations(phone)).toEqual([]);
});
