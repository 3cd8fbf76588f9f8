// Helpers for the admin specs.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { sampleOwnerEmail as e2eOwnerEmail } from '#content/site-text.js';
import { invitationPath } from '#shared/accounts.js';
import { e2eAdminPassword } from '../../../playwright.config.js';

/** A staff account to sign in with: the owner's by default. */
export type StaffSignIn = { email: string; password: string };

const ownerSignIn: StaffSignIn = { email: e2eOwnerEmail, password: e2eAdminPassword };

/** Sends the sign-in form on /superadmin (as the owner unless told), without waiting for its answer. */
export async function submitSignIn(page: Page, account: StaffSignIn = ownerSignIn) {
  await page.goto('/superadmin');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByPlaceholder('Enter admin password').fill(account.password);
  await page.getByRole('button', { name: 'Connect to Database' }).click();
}

/** Signs in on /superadmin (as the owner unless told) and waits for the loaded dashboard. */
export async function signIn(page: Page, account: StaffSignIn = ownerSignIn) {
  await submitSignIn(page, account);
  // The server checks the password with scrypt at OWASP's cost: slow on purpose, slower on a busy
  // machine; the dashboard's first reads then run side by side.
  const loading = { timeout: 20_000 };
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible(loading);
  await expect(page.getByText('loaded', { exact: true })).toBeVisible(loading);
}

/**
 * A staff account of `role` (with the branches a branch account covers), invited by the owner and
 * with its password set through the invitation, as a person would: its sign-in.
 */
export async function newStaffAccount(
  request: APIRequestContext,
  role: 'hr' | 'editor' | 'branch',
  branchKeys: string[] = [],
): Promise<StaffSignIn> {
  const login = await request.post('/api/auth/login', { data: ownerSignIn });
  expect(login.status()).toBe(200);
  const authorization = `Bearer ${(await login.json()).data.token}`;
  const who = [role, ...branchKeys].join('.');
  const email = `${who}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  const invited = await request.post('/api/admin/users', {
    headers: { authorization },
    data: { name: `Staff ${who}`, email, role, branchKeys },
  });
  expect(invited.status()).toBe(201);
  const invitationUrl: string = (await invited.json()).data.invitationUrl;
  const token = invitationUrl.slice(invitationUrl.indexOf(invitationPath) + invitationPath.length);
  const password = `staff-password-${who.replaceAll('.', '-')}-e2e`;
  const accepted = await request.post(`/api/auth/invitations/${token}`, { data: { password } });
  expect(accepted.status()).toBe(200);
  return { email, password };
}

/** The figure of a stat card or count tile (a `<dt>` label and its `<dd>`), by its exact label. */
export const statFigure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The bearer token the signed-in page keeps, for checking the server's state through the API. */
export async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/**
 * In an open collection editor of the content studio: restores revision `revision` from the
 * History, confirms, and waits for the message that it is published again.
 */
export async function restoreRevision(page: Page, revision: number, collectionTitle: string) {
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: `Restore revision ${revision}` }).click();
  await page
    .getByRole('dialog', { name: `Restore revision ${revision}?` })
    .getByRole('button', { name: 'Restore and publish' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Restored revision ${revision} of ${collectionTitle}` }),
  ).toBeVisible();
}

/**
 * Discards every draft the signed-in person left in the content studio (each test of a spec that
 * edits content starts from the published revision, whatever an earlier test typed).
 */
export async function discardContentDrafts(page: Page) {
  const headers = { authorization: `Bearer ${await adminToken(page)}` };
  const listed = await page.request.get('/api/admin/content/drafts', { headers });
  expect(listed.status()).toBe(200);
  for (const { collection } of (await listed.json()).data.drafts as { collection: string }[]) {
    expect((await page.request.delete(`/api/admin/content/drafts/${collection}`, { headers })).status()).toBe(
      200,
    );
  }
}
