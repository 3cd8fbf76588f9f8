import { type Browser, expect, type Page, test } from '@playwright/test';
import { buildPdf } from '#tests/support/pdf-file.js';
import { adminToken, newStaffAccount, signIn } from './support/admin-session.js';
import { openUsersTab, shownLink } from './support/invitations.js';
import { ownServerForThisFile, ownServerStartTimeoutMs } from './support/own-server.js';
import { scrollsSideways, seriousAccessibilityViolations } from './support/public-page.js';

/**
 * Issue 26 as the owner and the staff live it: the owner invites people in the Users tab, each
 * opens their link in a browser of their own, chooses a password and is signed in, sees only their
 * role's tabs; the owner reads it all in the Audit tab and disabling an account ends its session.
 * On a server of this file's own (its accounts and audit rows are this file's alone).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const ownServer = ownServerForThisFile();

/** scrypt at OWASP's cost on a busy machine, then the dashboard's first reads. */
const slow = { timeout: 30_000 };
const people = {
  hr: { name: 'Hari HR', email: 'hari.accounts-e2e@example.com', password: 'copper kettle rain 42' },
  editor: { name: 'Esha Editor', email: 'esha.accounts-e2e@example.com', password: 'violet lantern tide 17' },
  branch: { name: 'Bina Branch', email: 'bina.accounts-e2e@example.com', password: 'amber meadow bell 58' },
};
const links = new Map<keyof typeof people, string>();
const editorSession: { page?: Page } = {};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(ownServerStartTimeoutMs);
  const request = await playwright.request.newContext({ baseURL: (await ownServer()).url });
  const response = await request.post('/api/careers/apply', {
    multipart: {
      firstName: 'Meera',
      lastName: 'Roy',
      jobId: '001',
      position: 'Senior Accountant',
      email: 'meera.accounts-e2e@example.com',
      phone: '9876543210',
      expectedSalary: '5 LPA',
      availableStartDate: '2025-10-01',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: buildPdf('Meera') },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await request.dispose();
});

/** A fresh browser (no storage shared with the owner's) opens the link, sets a password, and is signed in. */
async function acceptInvitation(
  browser: Browser,
  person: (typeof people)[keyof typeof people],
  link: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByText(`You are invited as ${person.name} (${person.email})`)).toBeVisible();
  // The token leaves the address bar as soon as it is read.
  expect(page.url()).not.toContain('invitation');
  await expect(page.getByText('have at least 12 characters', { exact: false })).toBeVisible();

  // A password long enough but easy to guess: rated while typing, then the server's refusal beside
  // the field with the estimator's advice, the typing kept (issue 46, L3).
  await page.getByLabel('New password').fill('Welcome@2026');
  await expect(page.getByText('Strength: Fair')).toBeVisible(slow);
  await page.getByLabel('Repeat password').fill('Welcome@2026');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(
    page.getByText(
      'Password: This is similar to a commonly used password. Add more words that are less common.',
      { exact: false },
    ),
  ).toBeVisible(slow);
  await expect(page.getByLabel('New password')).toHaveValue('Welcome@2026');
  await page.getByLabel('New password').fill(person.password);
  await expect(page.getByText('Strength: Very strong')).toBeVisible(slow);

  await page.getByLabel('New password').fill(person.password);
  await page.getByLabel('Repeat password').fill(person.password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible(slow);
  return page;
}

const tabNames = (page: Page) => page.getByRole('tab').allInnerTexts();

test('the owner invites an HR person by keyboard alone, an editor and a branch account, each link shown once', async ({
  page,
}) => {
  await signIn(page);
  await openUsersTab(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Keyboard only: from the Name field, type and Tab through the form, Enter to send.
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Name').focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Name: Name is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(people.hr.name);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(people.hr.email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Role')).toBeFocused();
  await expect(form.getByLabel('Role')).toHaveValue('hr');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Invite' })).toBeFocused();
  await page.keyboard.press('Enter');
  links.set('hr', await shownLink(page, people.hr.name));
  expect(links.get('hr')).toMatch(/\/superadmin#invitation=[A-Za-z0-9_-]{43}$/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The same e-mail again: refused beside the field, what was typed kept.
  await form.getByLabel('Name').fill('Hari Again');
  await form.getByLabel('E-mail').fill(people.hr.email.toUpperCase());
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByText('E-mail: There is already an account with this e-mail')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Hari Again');

  await form.getByLabel('Name').fill(people.editor.name);
  await form.getByLabel('E-mail').fill(people.editor.email);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Invite' }).click();
  links.set('editor', await shownLink(page, people.editor.name));

  await form.getByLabel('Name').fill(people.branch.name);
  await form.getByLabel('E-mail').fill(people.branch.email);
  await form.getByLabel('Role').selectOption('branch');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByText('Branches: choose at least one branch for a branch account')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Siliguri Branch' }).check();
  await form.getByRole('button', { name: 'Invite' }).click();
  links.set('branch', await shownLink(page, people.branch.name));

  const branchCard = page.getByRole('listitem').filter({ hasText: people.branch.email });
  await expect(branchCard).toContainText('Siliguri Branch');
  await expect(branchCard).toContainText('Invited (no password yet)');
  await expect(branchCard).toContainText('Never');

  // The last active owner cannot disable themselves: said beside the action.
  const ownerCard = page.getByRole('listitem').filter({ hasText: 'owner@example.com' });
  await ownerCard.getByRole('button', { name: /^Disable / }).click();
  await expect(
    ownerCard.getByText('The last active owner cannot be disabled, demoted or deleted.'),
  ).toBeVisible();
});

test('each person sets a password from their link and sees only their role', async ({ browser, page }) => {
  const hrPage = await acceptInvitation(browser, people.hr, links.get('hr') ?? '');
  await expect(hrPage.getByText(`Signed in as ${people.hr.name} (hr)`)).toBeVisible();
  expect(await tabNames(hrPage)).toEqual(['Job Applications', 'My account']);
  await hrPage.getByLabel('Status of Meera Roy').selectOption('reviewing');
  await expect(hrPage.getByText('Application status updated to reviewing')).toBeVisible(slow);

  const editorPage = await acceptInvitation(browser, people.editor, links.get('editor') ?? '');
  expect(await tabNames(editorPage)).toEqual([expect.stringMatching(/^Site Content/), 'My account']);
  const editorApplications = await editorPage.request.get('/api/careers/applications', {
    headers: { authorization: `Bearer ${await adminToken(editorPage)}` },
  });
  expect(editorApplications.status()).toBe(403);
  editorSession.page = editorPage;

  const branchPage = await acceptInvitation(browser, people.branch, links.get('branch') ?? '');
  expect(await tabNames(branchPage)).toEqual(['Analytics Dashboard', 'Enquiries', 'My account']);

  // A link used once is refused, as a guessed one is: one neutral message.
  for (const link of [
    links.get('hr') ?? '',
    `${new URL(links.get('hr') ?? '').origin}/superadmin#invitation=${'x'.repeat(43)}`,
  ]) {
    await page.goto(link);
    await expect(
      page.getByText('This invitation link is not valid. Ask the owner for a new one.'),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Connect to Database' })).toBeVisible();
});

test("the owner sees those actions by name in the Audit tab, and disabling the editor ends the editor's session", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Audit' }).click();
  const auditPanel = page.getByRole('region', { name: /^Audit log \(\d+\)$/ });
  await auditPanel
    .getByRole('combobox', { name: /^Person/ })
    .selectOption({ label: `${people.hr.name} (${people.hr.email})` });
  const table = auditPanel.getByRole('region', { name: 'Audit log', exact: true });
  await expect(table.getByRole('row').filter({ hasText: 'Changed an application status' })).toContainText(
    people.hr.name,
  );
  await expect(table.getByRole('row').filter({ hasText: 'Set a password from a link' })).toBeVisible();
  await auditPanel
    .getByRole('combobox', { name: /^Person/ })
    .selectOption({ label: `${people.editor.name} (${people.editor.email})` });
  await expect(table.getByRole('row').filter({ hasText: 'Refused (role)' })).toContainText(
    people.editor.name,
  );
  await auditPanel.getByRole('combobox', { name: /^Person/ }).selectOption({ label: 'Everyone' });
  await auditPanel.getByRole('combobox', { name: /^Action/ }).selectOption({ label: 'Invited a person' });
  // The rows of the previous filter stay until the filtered page arrives: wait for them to go.
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(
    table.getByRole('row').filter({ hasText: 'Invited a person' }).filter({ hasText: people.branch.email }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await auditPanel.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('audit-log.csv');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await openUsersTab(page);
  const editorCard = page.getByRole('listitem').filter({ hasText: people.editor.email });
  await expect(editorCard).toContainText('Active');
  await editorCard.getByRole('button', { name: `Disable ${people.editor.name}` }).click();
  await expect(
    editorCard.getByText(`${people.editor.name} is disabled; their sessions have ended.`),
  ).toBeVisible();
  await expect(editorCard).toContainText('Disabled');

  // The editor's open dashboard: its next call is refused, and it shows signed out.
  const editorPage = editorSession.page;
  if (!editorPage) throw new Error('the editor signed in in the test before');
  await editorPage.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(editorPage.getByText('Your session has ended. Please sign in again.')).toBeVisible(slow);
  await expect(editorPage.getByRole('button', { name: 'Connect to Database' })).toBeVisible();
});

test("the owner changes only a branch account's offices under Change offices, and reads it in the Audit tab", async ({
  page,
}) => {
  await signIn(page);
  await openUsersTab(page);
  const branchCard = page.getByRole('listitem').filter({ hasText: people.branch.email });
  await branchCard.getByRole('button', { name: `Change offices of ${people.branch.name}` }).click();
  const form = branchCard.getByRole('form', { name: `Change the offices of ${people.branch.name}` });
  await form.getByRole('checkbox', { name: 'Patna Branch' }).check();
  await form.getByRole('button', { name: 'Save offices' }).click();
  await expect(
    branchCard.getByText(`${people.branch.name} now covers Siliguri Branch and Patna Branch.`),
  ).toBeVisible();
  await expect(branchCard).toContainText('Patna Branch');
  // Other roles have no offices to change.
  const editorCard = page.getByRole('listitem').filter({ hasText: people.editor.email });
  await expect(editorCard.getByRole('button', { name: /^Change offices/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit' }).click();
  const auditPanel = page.getByRole('region', { name: /^Audit log \(\d+\)$/ });
  await auditPanel.getByRole('combobox', { name: /^Action/ }).selectOption({ label: 'Changed offices' });
  const table = auditPanel.getByRole('region', { name: 'Audit log', exact: true });
  await expect(table.getByRole('row').filter({ hasText: 'Changed offices' })).toContainText(
    `${people.branch.name} now covers Siliguri Branch and Patna Branch`,
  );
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Users and Audit tabs and the invitation page fit and pass axe', async ({ page }) => {
    await signIn(page);
    await openUsersTab(page);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Audit' }).click();
    await expect(page.getByRole('region', { name: 'Audit log', exact: true })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('tab', { name: 'Users' }).click();
    const form = page.getByRole('form', { name: 'Invite a person' });
    await form.getByLabel('Name').fill('Pia Phone');
    await form.getByLabel('E-mail').fill('pia.accounts-e2e@example.com');
    await form.getByRole('button', { name: 'Invite' }).click();
    const link = await shownLink(page, 'Pia Phone');
    await page.goto(link);
    await expect(page.getByText('You are invited as Pia Phone')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test('a person changes their own password in My account and signs in with the new one', async ({
  page,
  request,
}) => {
  // Three sign-ins and a change, each a deliberately slow password hash.
  test.setTimeout(90_000);
  const person = await newStaffAccount(request, 'editor');
  await signIn(page, person);
  await page.getByRole('tab', { name: 'My account' }).click();
  const panel = page.getByRole('region', { name: 'Password' });
  await panel.getByLabel('Current password').fill('not the password');
  await panel.getByLabel('New password', { exact: true }).fill('monsoon ferry saffron 71');
  await panel.getByLabel('Repeat new password').fill('monsoon ferry saffron 71');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('Current password: that is not your current password')).toBeVisible();
  await expect(panel.getByLabel('Current password')).toBeFocused();

  await panel.getByLabel('Current password').fill(person.password);
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('Your password is changed.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, { email: person.email, password: 'monsoon ferry saffron 71' });
});
