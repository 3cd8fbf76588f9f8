import { expect, type Page, test } from '@playwright/test';
import { sampleOwnerEmail } from '#content/site-text.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { e2eAdminPassword } from '../../playwright.config.js';
import { adminToken, signIn, statFigure } from './support/admin-session.js';
import { ownServerForThisFile, ownServerStartTimeoutMs } from './support/own-server.js';
import { seriousAccessibilityViolations } from './support/public-page.js';

/**
 * Deleting an application from the admin's Job Applications tab: the confirmation, its cancel,
 * a refused deletion, and a real one that removes the row and the resume for good.
 * On a server of this file's own, so the counts are of its two applicants alone.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const ownServer = ownServerForThisFile();

const emailMark = 'delete-e2e';
const applicants = [
  { firstName: 'Meera', lastName: 'Roy', jobId: '001', jobTitle: 'Senior Accountant' },
  { firstName: 'Tapas', lastName: 'Ghosh', jobId: '003', jobTitle: 'Data Analyst' },
];
const references = new Map<string, string>();
const applicationIds = new Map<string, number>();

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(ownServerStartTimeoutMs);
  const request = await playwright.request.newContext({ baseURL: (await ownServer()).url });
  for (const applicant of applicants) {
    const response = await request.post('/api/careers/apply', {
      multipart: {
        ...applicant,
        email: `${applicant.firstName.toLowerCase()}.${emailMark}@example.com`,
        phone: '9876543210',
        expectedSalary: '5 LPA',
        position: applicant.jobTitle,
        availableStartDate: '2025-10-01',
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: buildPdf(applicant.firstName) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    references.set(applicant.firstName, (await response.json()).data.reference);
  }
  // The answer names a reference, not the id the admin API takes: HR's search finds it.
  const login = await request.post('/api/auth/login', {
    data: { email: sampleOwnerEmail, password: e2eAdminPassword },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  for (const [firstName, reference] of references) {
    const found = await request.get(`/api/careers/applications?search=${reference}`, { headers });
    applicationIds.set(firstName, (await found.json()).data.applications[0].id);
  }
  await request.dispose();
});

async function openThisSpecsApplications(page: Page) {
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  await page.getByLabel('Search by name, e-mail or reference').fill(emailMark);
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('the delete dialog asks first: cancelling keeps the application, a refusal says why', async ({
  page,
}) => {
  await signIn(page);
  await openThisSpecsApplications(page);
  await expect(page.getByRole('heading', { name: 'All Applications (2)' })).toBeVisible();
  const deleteMeera = cardOf(page, 'Meera Roy').getByRole('button', {
    name: 'Delete application from Meera Roy',
  });
  await expect(deleteMeera).toHaveText('Delete');

  await deleteMeera.click();
  const dialog = page.getByRole('dialog', { name: 'Delete application?' });
  await expect(dialog).toContainText('The application from Meera Roy for Senior Accountant will be deleted');
  await expect(dialog).toContainText('with its status history and its resume file.');
  await expect(dialog).toContainText('This cannot be undone.');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(deleteMeera).toBeFocused();

  // By keyboard: Enter opens it, Escape closes it, and the focus comes back.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteMeera).toBeFocused();

  // The server refuses: the dialog stays open with the reason, and nothing leaves the list.
  await page.route('**/api/careers/applications/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await deleteMeera.click();
  await dialog.getByRole('button', { name: 'Delete application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to delete application');
  await page.route('**/api/careers/applications/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 404,
          json: { success: false, message: 'Application not found', code: 'not_found' },
        })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Delete application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Application not found');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.unrouteAll();

  await page.reload();
  await openThisSpecsApplications(page);
  await expect(page.getByRole('heading', { name: 'All Applications (2)' })).toBeVisible();
  await expect(cardOf(page, 'Meera Roy')).toBeVisible();
});

test('a confirmed deletion removes the application, its counts and its resume for good', async ({ page }) => {
  await signIn(page);
  await openThisSpecsApplications(page);
  await expect(page.getByRole('heading', { name: 'All Applications (2)' })).toBeVisible();
  const meera = cardOf(page, 'Meera Roy');
  await meera.getByRole('combobox', { name: 'Status of Meera Roy' }).selectOption('reviewing');
  await expect(meera.getByText('Status: Reviewing')).toBeVisible();
  await expect(statFigure(page, 'Reviewing')).toHaveText('1');

  // Hold the deletion on its way, to see the dialog busy.
  let releaseDeletion = () => {};
  const held = new Promise<void>((resolve) => {
    releaseDeletion = resolve;
  });
  await page.route('**/api/careers/applications/*', async (route) => {
    if (route.request().method() === 'DELETE') await held;
    await route.fallback();
  });
  await meera.getByRole('button', { name: 'Delete application from Meera Roy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete application?' });
  await dialog.getByRole('button', { name: 'Delete application' }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  releaseDeletion();

  await expect(dialog).toHaveCount(0);
  const done = page.getByRole('status').filter({ hasText: 'Application from Meera Roy deleted' });
  await expect(done).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Application from Meera Roy deleted');
  await expect(meera).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'All Applications (1)' })).toBeVisible();
  await expect(cardOf(page, 'Tapas Ghosh')).toBeVisible();
  await expect(statFigure(page, 'Reviewing')).toHaveText('0');
  await page.unrouteAll();

  await page.reload();
  await openThisSpecsApplications(page);
  await expect(page.getByRole('heading', { name: 'All Applications (1)' })).toBeVisible();
  await expect(cardOf(page, 'Tapas Ghosh')).toBeVisible();
  await expect(cardOf(page, 'Meera Roy')).toHaveCount(0);

  // The server has nothing left of it: no resume to download, nothing to delete again.
  const headers = { authorization: `Bearer ${await adminToken(page)}` };
  const meeraId = applicationIds.get('Meera');
  const resume = await page.request.get(`/api/careers/applications/${meeraId}/resume`, { headers });
  expect(resume.status()).toBe(404);
  const again = await page.request.delete(`/api/careers/applications/${meeraId}`, { headers });
  expect(again.status()).toBe(404);
  const tapasResume = await page.request.get(
    `/api/careers/applications/${applicationIds.get('Tapas')}/resume`,
    {
      headers,
    },
  );
  expect(tapasResume.status()).toBe(200);
});
