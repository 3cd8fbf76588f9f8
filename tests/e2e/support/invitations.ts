// Inviting staff as the owner does it, for the admin specs.
import { expect, type Page } from '@playwright/test';
import type { StaffRole } from '#shared/accounts.js';

/** Opens the owner's Users tab and waits for the accounts. */
export async function openUsersTab(page: Page) {
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: /^Accounts \(\d+\)$/ })).toBeVisible();
}

/** Reads the link the Users tab shows once, after an invitation. */
export async function shownLink(page: Page, name: string): Promise<string> {
  const panel = page.getByRole('region', { name: `${name} is invited` });
  await expect(panel).toBeFocused();
  await expect(panel).toContainText('The link was not e-mailed');
  return panel.getByLabel(`Link for ${name}`).inputValue();
}

/** In the open Users tab: invites a person (not a branch account) and answers their link. */
export async function invitePerson(
  page: Page,
  person: { name: string; email: string; role: Exclude<StaffRole, 'branch'> },
): Promise<string> {
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Name').fill(person.name);
  await form.getByLabel('E-mail').fill(person.email);
  await form.getByLabel('Role').selectOption(person.role);
  await form.getByRole('button', { name: 'Invite' }).click();
  return shownLink(page, person.name);
}

/** Opens an invitation link, chooses the password, and waits for the signed-in dashboard. */
export async function setPasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  // scrypt at OWASP's cost on a busy machine, then the dashboard's first reads.
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}
