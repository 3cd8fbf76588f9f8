import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { sampleOwnerEmail as e2eOwnerEmail } from '#content/site-text.js';
import type { AnalyticsSummary } from '#shared/analytics.js';
import { invalidCredentialsMessage } from '#shared/auth.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { chatsPerVisitor } from '#web/admin/lib/format.js';
import { e2eAdminPassword } from '../../playwright.config.js';
import { statFigure as card, newStaffAccount, signIn } from './support/admin-session.js';
import { ownServerForThisFile, ownServerStartTimeoutMs } from './support/own-server.js';
import { scrollsSideways, seriousAccessibilityViolations } from './support/public-page.js';

/**
 * The admin area end to end, against a server of this file's own with known data: visits and
 * chats written straight into its SQLite file (WAL lets this process write beside the server),
 * applications sent through the careers form's endpoint. No other spec stores anything there, so
 * every count on the dashboard is exactly what this file made. The tests share that data, so they
 * run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const ownServer = ownServerForThisFile();

const dayMs = 24 * 60 * 60 * 1000;
const signInTimeout = 20_000;
const applicants = [
  {
    firstName: 'Asha',
    lastName: 'Sen',
    email: 'asha.admin-e2e@example.com',
    jobId: '001',
    jobTitle: 'Senior Accountant',
  },
  {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi.admin-e2e@example.com',
    jobId: '003',
    jobTitle: 'Data Analyst',
  },
];
const resumeBytes = buildPdf('Asha Sen resume');

function seedTraffic(dataDir: string) {
  const database = new Database(path.join(dataDir, 'site.db'));
  const now = Date.now();
  const visit = database.prepare(
    `insert into visitors (session_id, user_agent, referrer, landing_path, city, region, country, ip_address,
       browser, os, device_type, is_bot, visit_time)
     values (?, 'Mozilla/5.0 (e2e)', ?, '/', ?, 'Unknown', ?, ?, ?, 'Linux', ?, 0, ?)`,
  );
  visit.run(
    'visitor_1700000000001_adminSeedA',
    '',
    'Kolkata',
    'India',
    '203.0.113.10',
    'Chrome',
    'desktop',
    new Date(now - 60_000).toISOString(),
  );
  visit.run(
    'visitor_1700000000002_adminSeedB',
    'https://www.google.com/',
    'Patna',
    'India',
    '203.0.113.11',
    'Firefox',
    'mobile',
    new Date(now - 120_000).toISOString(),
  );
  visit.run(
    'visitor_1700000000003_adminSeedC',
    'https://www.bing.com/',
    'Kolkata',
    'India',
    '203.0.113.12',
    'Safari',
    'mobile',
    new Date(now - 10 * dayMs).toISOString(),
  );
  const chat = database.prepare(
    `insert into chats (session_id, user_message, bot_response, mode, error_class, city, country, interaction_time, handover)
     values (?, ?, ?, 'builtin', null, ?, ?, ?, ?)`,
  );
  chat.run(
    'chat_1700000000001_adminSeedA',
    'Where is your Patna branch?',
    '**Patna Branch, Patna**\n\n- Phone: [+91 33 0000 0012](tel:+913300000012)',
    'Kolkata',
    'India',
    new Date(now - 30_000).toISOString(),
    0,
  );
  chat.run(
    'chat_1700000000002_adminSeedB',
    'Do you sell HP laptops?',
    'Yes, through our HP World stores.',
    'Unknown',
    'Unknown',
    new Date(now - 90_000).toISOString(),
    1,
  );
  database.close();
}

/** The cards show what the server counts for the timeframe, which is exactly the seeded rows. */
async function expectCardsToMatchServer(
  page: Page,
  timeframe: string,
  seeded: { visitors: number; chats: number },
) {
  await expect(page.getByText('loaded', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  const response = await page.request.get(`/api/analytics/summary?timeframe=${timeframe}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const summary = (await response.json()).data as AnalyticsSummary;
  expect(summary.total_visitors).toBe(seeded.visitors);
  expect(summary.total_chats).toBe(seeded.chats);
  await expect(card(page, 'Total Visitors')).toHaveText(summary.total_visitors.toLocaleString('en-IN'));
  await expect(card(page, 'Chat Interactions')).toHaveText(summary.total_chats.toLocaleString('en-IN'));
  await expect(card(page, 'Unique Locations')).toHaveText(summary.unique_locations.toLocaleString('en-IN'));
  await expect(card(page, 'Engagement Rate')).toHaveText(`${summary.engagement_rate}%`);
  // The rate says what it means beside it.
  await expect(card(page, 'Engagement Rate').locator('xpath=following-sibling::dd[1]')).toHaveText(
    chatsPerVisitor(summary.engagement_rate),
  );
  return summary;
}

/** An applicant who chose the position Other and named it (not among the two above's searches). */
const otherApplicant = {
  firstName: 'Meera',
  lastName: 'Das',
  email: 'meera.other-e2e@example.com',
  jobId: '002',
  jobTitle: 'Operations Executive',
  position: 'Other',
  otherPosition: 'Network Engineer',
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(ownServerStartTimeoutMs);
  const server = await ownServer();
  seedTraffic(server.dataDir);
  const request = await playwright.request.newContext({ baseURL: server.url });
  for (const applicant of [...applicants, otherApplicant]) {
    const response = await request.post('/api/careers/apply', {
      multipart: {
        ...applicant,
        phone: '9876543210',
        expectedSalary: '4.2 LPA',
        position: applicant.jobTitle,
        ...applicant,
        availableStartDate: '2025-09-01',
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumeBytes },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await request.dispose();
});

test('the login view signs in on the server and shows its refusals', async ({ page }) => {
  await page.goto('/superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin' })).toBeVisible();
  await expect(page.getByText('disconnected', { exact: true })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // With an e-mail the server's one refusal reads the same for an unknown e-mail and a wrong password.
  await page.getByLabel('E-mail').fill(e2eOwnerEmail);
  await page.getByPlaceholder('Enter admin password').fill('not-the-admin-password');
  await page.getByRole('button', { name: 'Connect to Database' }).click();
  await expect(page.getByRole('alert')).toHaveText(invalidCredentialsMessage, { timeout: signInTimeout });
  await expect(page.getByLabel('Admin password')).toHaveAccessibleDescription(invalidCredentialsMessage);

  // What the page says when the server is away, or has locked this address out.
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Connect to Database' }).click();
  await expect(page.getByRole('alert')).toHaveText('Backend not available. Please start the backend server.');
  const lockout = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
  await page.unroute('**/api/auth/login');
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 429, json: { success: false, message: lockout, code: 'rate_limited' } }),
  );
  await page.getByRole('button', { name: 'Connect to Database' }).click();
  await expect(page.getByRole('alert')).toHaveText(lockout);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toHaveCount(0);
});

test('the login view stands on a still, designed backdrop: no video, no text behind the card', async ({
  page,
}) => {
  await page.goto('/superadmin');
  await expect(page.getByPlaceholder('Enter admin password')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  const backdropText = await page.locator('[aria-hidden="true"].absolute.inset-0').first().innerText();
  expect(backdropText.trim()).toBe('');
});

test('the analytics tab shows the seeded figures and follows the timeframe', async ({ page }) => {
  await signIn(page);
  await expectCardsToMatchServer(page, 'all', { visitors: 3, chats: 2 });
  await expect(page.getByText('Visitors vs Chat Interactions')).toBeVisible();
  await expect(page.locator('.recharts-pie')).toBeVisible();
  await expect(page.getByText('Visits per Day')).toBeVisible();

  // One row per visit (a returning visitor has several), so not 'visitors' as the card counts them.
  await expect(page.getByRole('heading', { name: 'Recent Visits' })).toBeVisible();
  const visitors = page.getByRole('region', { name: 'Visits', exact: true });
  const seeded = visitors.getByRole('row').filter({ hasText: '203.0.113.10' });
  await expect(seeded.getByRole('cell').nth(0)).toHaveText('visitor_170000000000...');
  await expect(seeded.getByRole('cell').nth(1)).toHaveText('Kolkata, India');
  await expect(seeded.getByRole('cell').nth(3)).toHaveText(
    /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
  );
  await expect(seeded.getByRole('cell').nth(4)).toHaveText('Direct');
  await expect(visitors.getByRole('row').filter({ hasText: '203.0.113.11' })).toContainText(
    'https://www.google.com/',
  );

  const chats = page.getByRole('region', { name: 'Chat interactions', exact: true });
  const patnaChat = chats.getByRole('row', { name: /Where is your Patna branch\?/ });
  await expect(patnaChat).toBeVisible();
  // The stored answer is shown as the visitor saw it: bold text and a working call link, no raw markdown.
  await expect(patnaChat.getByText('Patna Branch, Patna')).toHaveCSS('font-weight', '700');
  await expect(patnaChat.getByRole('link', { name: '+91 33 0000 0012' })).toHaveAttribute(
    'href',
    'tel:+913300000012',
  );
  await expect(patnaChat).not.toContainText('**');
  const locations = page.getByRole('region', { name: 'Visitor Locations & Activity' });
  await expect(locations.getByRole('listitem').filter({ hasText: 'Kolkata, India' }).first()).toContainText(
    'visitors',
  );
  await expect(locations.getByText('Unknown Location')).toBeVisible();
  const handovers = locations.getByText('Handed over to a person').locator('xpath=following-sibling::dd');
  await expect(handovers).toHaveText('1');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The visit of ten days ago counts for 30 days, not for 7.
  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  const week = await expectCardsToMatchServer(page, '7d', { visitors: 2, chats: 2 });
  await expect(visitors.getByRole('row').filter({ hasText: '203.0.113.12' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Last 30 days' }).check();
  const month = await expectCardsToMatchServer(page, '30d', { visitors: 3, chats: 2 });
  expect(month.total_visitors).toBeGreaterThan(week.total_visitors);
  await expect(visitors.getByRole('row').filter({ hasText: '203.0.113.12' })).toHaveCount(1);

  // The CSV export of the chosen timeframe.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download chats CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('chats-30d.csv');
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(await csv.path(), 'utf8')).toContain('"Where is your Patna branch?"');

  // A reload keeps the session: the stored token is verified again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(card(page, 'Total Visitors')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  // No visits loaded: the spec's empty state.
  await page.route('**/api/analytics/visitors?*', (route) =>
    route.fulfill({ json: { success: true, data: { visitors: [], total: 0, limit: 25, offset: 0 } } }),
  );
  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(page.getByText('Click "Refresh Data" to load database content')).toBeVisible();
  await page.unroute('**/api/analytics/visitors?*');
});

test('the job applications tab changes a status, updates the chart and downloads a resume', async ({
  page,
}) => {
  await signIn(page);
  const analyticsTab = page.getByRole('tab', { name: 'Analytics Dashboard' });
  await analyticsTab.focus();
  await page.keyboard.press('ArrowRight');
  const applicationsTab = page.getByRole('tab', { name: 'Job Applications' });
  await expect(applicationsTab).toHaveAttribute('aria-selected', 'true');
  await expect(applicationsTab).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Job Applications', level: 2 })).toBeVisible();

  // The search narrows the list to two of the three applicants; the counts are of all three.
  await page.getByLabel('Search by name, e-mail or reference').fill('admin-e2e');
  await expect(page.getByRole('heading', { name: 'All Applications (2)' })).toBeVisible();
  await expect(page.getByText('No rejected applications.')).toBeVisible();
  const overview = page.getByRole('region', { name: 'Application Status Overview' });
  await expect(card(page, 'Pending')).toHaveText('3');
  await expect(card(page, 'Accepted')).toHaveText('0');
  await expect(overview.locator('path[fill="#f59e0b"]')).toHaveCount(1);
  // One slice is a whole circle: no white line parts it from itself.
  await expect(overview.locator('path[fill="#f59e0b"]')).toHaveAttribute('stroke', 'none');
  // The chart is hidden from assistive technology; its caption says the same in words.
  const chart = overview.getByRole('figure');
  await expect(chart).toHaveAccessibleName(
    'Applications by status. Pending: 3, Reviewing: 0, Accepted: 0, Rejected: 0.',
  );

  const asha = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Asha Sen' }) });
  await expect(asha).toContainText('Senior Accountant');
  await expect(asha).toContainText('+91 9876543210');
  await expect(asha).toContainText('₹ 4.2 LPA');
  await expect(asha.getByText('Status: Pending')).toBeVisible();
  await expect(asha.getByRole('button', { name: /^Resume \(\d+(\.\d+)? (Bytes|KB)\)/ })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await asha.getByRole('combobox', { name: 'Status of Asha Sen' }).selectOption('accepted');
  await expect(
    page.getByRole('status').filter({ hasText: 'Application status updated to accepted' }),
  ).toBeVisible();
  await expect(asha.getByText('Status: Accepted')).toBeVisible();
  await expect(card(page, 'Pending')).toHaveText('2');
  await expect(card(page, 'Accepted')).toHaveText('1');
  await expect(overview.locator('path[fill="#16a34a"]')).toHaveCount(1);
  await expect(overview.locator('path[fill="#16a34a"]')).toHaveAttribute('stroke', '#ffffff');
  // The slice's own label (the caption holds the same words among others).
  await expect(overview.getByText('Accepted: 1', { exact: true })).toBeAttached();
  await expect(chart).toHaveAccessibleName(
    'Applications by status. Pending: 2, Reviewing: 0, Accepted: 1, Rejected: 0.',
  );

  const ravi = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ravi Kumar' }) });
  await ravi.getByRole('combobox', { name: 'Status of Ravi Kumar' }).selectOption('rejected');
  await expect(page.getByRole('region', { name: 'Rejected Applications' })).toContainText('Ravi Kumar');
  await expect(overview.locator('path[fill="#dc2626"]')).toHaveCount(1);

  // A refused change leaves the status as it was and says why.
  await page.route('**/api/careers/applications/*/status', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await asha.getByRole('combobox', { name: 'Status of Asha Sen' }).selectOption('reviewing');
  await expect(page.getByRole('alert')).toHaveText('Failed to update status');
  await expect(asha.getByRole('combobox', { name: 'Status of Asha Sen' })).toHaveValue('accepted');
  await expect(asha.getByText('Status: Accepted')).toBeVisible();
  await page.unroute('**/api/careers/applications/*/status');

  const download = page.waitForEvent('download');
  await asha.getByRole('button', { name: /^Resume/ }).click();
  const resume = await download;
  expect(resume.suggestedFilename()).toBe('Asha Sen Resume.pdf');
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(await resume.path()).equals(resumeBytes)).toBe(true);

  await page.route('**/api/careers/applications/*/resume', (route) => route.abort('connectionrefused'));
  await asha.getByRole('button', { name: /^Resume/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to download resume');
  await page.unroute('**/api/careers/applications/*/resume');

  await asha.getByRole('button', { name: 'Status history of Asha Sen' }).click();
  await expect(asha.getByText('Pending → Accepted')).toBeVisible();

  // Pending (amber) and reviewing (yellow) told apart: reviewing is striped, and each slice is named.
  await asha.getByRole('combobox', { name: 'Status of Asha Sen' }).selectOption('reviewing');
  await expect(asha.getByText('Status: Reviewing')).toBeVisible();
  await expect(overview.locator('path[fill^="url(#"]')).toHaveCount(1);
  await expect(card(page, 'Reviewing')).toHaveText('1');
  await expect(overview.getByText('Reviewing: 1', { exact: true })).toBeAttached();
  await expect(overview.getByText('Pending: 1', { exact: true })).toBeAttached();
  await asha.getByRole('combobox', { name: 'Status of Asha Sen' }).selectOption('accepted');
  await expect(asha.getByText('Status: Accepted')).toBeVisible();

  // An application for the position Other shows what the applicant named.
  await page.getByLabel('Search by name, e-mail or reference').fill('meera.other-e2e');
  const meera = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Meera Das' }) });
  await expect(meera).toContainText('Operations Executive');
  await expect(meera).toContainText('PositionOther');
  await expect(meera).toContainText('Which position?Network Engineer');

  await page.getByLabel('Search by name, e-mail or reference').fill('ravi.admin-e2e');
  await expect(page.getByRole('heading', { name: 'All Applications (1)' })).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('pending');
  await expect(page.getByText('No Applications Found')).toBeVisible();
});

test('a rejected application is deleted from the Rejected Applications list', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  const rejectedList = page.getByRole('region', { name: 'Rejected Applications' });
  await expect(rejectedList).toContainText('Ravi Kumar');
  await expect(card(page, 'Rejected')).toHaveText('1');

  await rejectedList.getByRole('button', { name: 'Delete application from Ravi Kumar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete application?' });
  await expect(dialog).toContainText('The application from Ravi Kumar for Data Analyst will be deleted');
  await dialog.getByRole('button', { name: 'Delete application' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Application from Ravi Kumar deleted' }),
  ).toBeVisible();
  await expect(rejectedList).not.toContainText('Ravi Kumar');
  await expect(card(page, 'Rejected')).toHaveText('0');
  await page.getByLabel('Search by name, e-mail or reference').fill('admin-e2e');
  await expect(page.getByRole('heading', { name: 'All Applications (1)' })).toBeVisible();
});

test('a failing applications call shows the connection error panel and can be retried', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  await page.route('**/api/careers/applications?*', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Backend Connection Error' })).toBeVisible();
  await expect(page.getByText('Backend not available. Please start the backend server.')).toBeVisible();
  await expect(page.getByText('error', { exact: true })).toBeVisible();
  await page.unroute('**/api/careers/applications?*');
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(page.getByRole('heading', { name: /^All Applications \(\d+\)$/ })).toBeVisible();
});

test('a revoked token sends the admin back to the login view', async ({ page, request }) => {
  await signIn(page);
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  // The next call meets the revoked token: Refresh Data, unless the dashboard's own reading of
  // live data (its event stream, its timed refresh) got there first and the login view is back.
  const ended = page.getByText('Your session has ended. Please sign in again.');
  await expect(async () => {
    if (!(await ended.isVisible())) {
      await page.getByRole('button', { name: 'Refresh Data' }).click({ timeout: 2_000 });
    }
    await expect(ended).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Connect to Database' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
});

test('a session check the server cannot answer keeps the token for the next try', async ({ page }) => {
  await signIn(page);
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  await page.route('**/api/auth/verify', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText('Backend not available. Please start the backend server.')).toBeVisible();
  await page.unroute('**/api/auth/verify');
  await page.route('**/api/auth/verify', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Database unreachable' } }),
  );
  await page.reload();
  await expect(page.getByText('Database unreachable')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBe(token);

  await page.unroute('**/api/auth/verify');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
});

test('logging out revokes the token and the back button cannot return to the data', async ({
  page,
  request,
}) => {
  await page.goto('/health');
  await signIn(page);
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  // The page forgets the token at once, then revokes it: the check waits for the revocation.
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Connect to Database' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  expect((await revoked).ok()).toBe(true);
  const verify = await request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
  expect(verify.status()).toBe(401);

  await page.goBack();
  await expect(page).toHaveURL(/\/health$/);
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Connect to Database' })).toBeVisible();
  await expect(page.getByText('Total Visitors')).toHaveCount(0);
});

test('/debug signs in and runs its diagnostics', async ({ page }) => {
  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Debug SuperAdmin' })).toBeVisible();
  await page.getByPlaceholder('Enter admin password').fill('not-the-admin-password');
  await page.getByRole('button', { name: 'Login & Run Diagnostics' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password', { timeout: signInTimeout });
  await expect(page.getByLabel('Admin password')).toHaveAccessibleDescription('Invalid password');

  await page.getByPlaceholder('Enter admin password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Login & Run Diagnostics' }).click();
  const tests = page.getByRole('region', { name: 'API tests', exact: true });
  for (const name of ['Health', 'Login', 'Visitors', 'Summary']) {
    const row = tests.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row).toContainText('Passed (200)', { timeout: signInTimeout });
    await expect(row).toContainText(/\d+ ms/);
  }
  await expect(tests.getByRole('row', { name: /^Visitors/ })).toContainText(/[1-5] shown of \d+ visitors/);
  await expect(page.getByText('Everything is fine')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The test data has a key of its own: the live fallback list of visits is left alone.
  await page.getByRole('button', { name: 'Add Test Data to localStorage' }).click();
  await expect(card(page, 'debugTestData')).toHaveText('5 records');
  await expect(card(page, 'allVisitors')).toHaveText('not set');
  await page.getByRole('button', { name: 'Refresh Diagnostics' }).click();
  await expect(tests.getByRole('row', { name: /^Login/ })).toContainText('Token valid until');
  await page.getByRole('button', { name: 'Clear localStorage' }).click();
  await expect(card(page, 'debugTestData')).toHaveText('not set');
  await expect(page.getByRole('region', { name: 'Raw debug data', exact: true })).toContainText('"apiTests"');

  await page.getByRole('link', { name: 'Open Real SuperAdmin' }).click();
  await expect(page).toHaveURL(/\/superadmin$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
});

test('no admin code, chart library or query cache is loaded by the public pages; the charts only where drawn', async ({
  page,
  request,
}) => {
  const scriptsOf = async (url: string) => {
    // Each body is read before this returns: a read still pending when the next page.goto
    // navigates away fails ("No resource with given identifier").
    const bodies: Promise<string>[] = [];
    const collect = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    };
    page.on('response', collect);
    // The admin's event stream stays open for good, so the network would never be idle: refused
    // here, the dashboard retries it seconds apart and the rest of the page's loading can finish.
    await page.route('**/api/admin/events', (route) => route.abort());
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    return Promise.all(bodies);
  };
  // The chart library, the login view, the query cache (TanStack Query's own error text), /debug.
  const adminMarkers = [
    'recharts-wrapper',
    'Connect to Database',
    'QueryClientProvider',
    'Login & Run Diagnostics',
  ];
  const loadsAdminCode = (scripts: string[]) =>
    adminMarkers.filter((marker) => scripts.some((script) => script.includes(marker)));

  // The chart library is most of the dashboard's code: the sign-in screen and an editor (no
  // chart in their tabs) go without it.
  expect(loadsAdminCode(await scriptsOf('/superadmin'))).toEqual(adminMarkers.slice(1, 3));
  await signIn(page, await newStaffAccount(request, 'editor'));
  expect(loadsAdminCode(await scriptsOf('/superadmin'))).toEqual(adminMarkers.slice(1, 3));
  await page.getByRole('button', { name: 'Logout' }).click();

  // The markers are real: the owner's dashboard does load them.
  await signIn(page);
  expect(loadsAdminCode(await scriptsOf('/superadmin'))).toEqual(adminMarkers.slice(0, 3));
  for (const url of ['/', '/products']) {
    expect(loadsAdminCode(await scriptsOf(url)), url).toEqual([]);
  }
});
