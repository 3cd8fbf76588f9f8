import { expect, type Locator, type Page, test } from '@playwright/test';
import { jobOpenings } from '#content/samples/index.js';
import { applicationMessages } from '#shared/careers.js';
import { buildPdf, buildPngBytes } from '#tests/support/pdf-file.js';
import { signIn } from './support/admin-session.js';
import { scrollsSideways, seriousAccessibilityViolations, withConsentGiven } from './support/public-page.js';

/** Each stored application needs its own e-mail (one per job and day), also when a test is retried. */
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const pdfResume = (name = 'resume.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: buildPdf('Resume'),
});

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** Opens /careers and waits until it is hydrated (a card opens when asked). */
async function openCareers(page: Page) {
  await page.goto('/careers');
  const firstCard = page.getByRole('article', { name: jobOpenings[0]?.title });
  await firstCard.getByRole('button', { name: 'View Details' }).click();
  await expect(firstCard.getByRole('button', { name: 'Hide Details' })).toBeVisible();
  await firstCard.getByRole('button', { name: 'Hide Details' }).click();
}

/** Opens a job's details and its application dialog. */
async function openApplication(page: Page, jobTitle: string): Promise<Locator> {
  const card = page.getByRole('article', { name: jobTitle });
  await card.getByRole('button', { name: 'View Details' }).click();
  await card.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${jobTitle}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillValidFields(dialog: Locator, email: string) {
  await dialog.getByLabel('First Name').fill('Asha');
  await dialog.getByLabel('Last Name').fill('Sen');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByLabel('Confirm Email').fill(email);
  await dialog.getByLabel('Phone Number').fill('98765 43210');
  await dialog.getByLabel('Expected Salary').fill('3.5 LPA');
  await dialog.getByLabel('Available Start Date').fill('2025-10-01');
}

/** Records mail links the page opens instead of handing them to an e-mail program. */
async function recordOpenedMailLinks(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { openedMailLinks: opened });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) opened.push(this.href);
      else click.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { openedMailLinks: string[] }).openedMailLinks);
}

test('the careers page is pre-rendered with its openings and a JobPosting for each', async ({ request }) => {
  const html = await (await request.get('/careers')).text();
  expect(html).toMatch(/<h1[^>]*>Careers<\/h1>/);
  expect(html).toContain('Current Openings');
  expect(html).toContain('Contact HR Team');
  for (const job of jobOpenings) expect(html).toContain(job.title);
  const postings = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '{}'))
    .filter((data) => data['@type'] === 'JobPosting');
  expect(postings.map((posting) => posting.identifier.value)).toEqual(['001', '002', '003', '004', '005']);
  expect(postings[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/careers#job-001$/);
});

test('one opening is open at a time, and choosing the open one closes it', async ({ page }) => {
  await openCareers(page);
  const [first, second] = jobOpenings
    .slice(0, 2)
    .map((job) => page.getByRole('article', { name: job.title }));
  if (!first || !second) throw new Error('expected two openings');

  await first.getByRole('button', { name: 'View Details' }).click();
  await expect(first.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();

  await second.getByRole('button', { name: 'View Details' }).click();
  await expect(second.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'View Details' })).toHaveAttribute('aria-expanded', 'false');
  await expect(first.getByRole('heading', { name: 'Responsibilities' })).toBeHidden();

  await second.getByRole('button', { name: 'Hide Details' }).click();
  await expect(second.getByRole('heading', { name: 'Requirements' })).toBeHidden();
});

test('Apply via Email opens a mail to HR naming the job and its ID', async ({ page }) => {
  await openCareers(page);
  const card = page.getByRole('article', { name: 'Sales Coordinator' });
  await card.getByRole('button', { name: 'View Details' }).click();
  const href = await card.getByRole('link', { name: 'Apply via Email' }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.protocol).toBe('mailto:');
  expect(url.searchParams.get('subject')).toBe('Application for Sales Coordinator (Job ID: 004)');
  expect(url.searchParams.get('body')).toContain('Sales Coordinator (Job ID: 004)');
});

test('the dialog carries the job, is a real modal, and closes with Escape', async ({ page }) => {
  await openCareers(page);
  const dialog = await openApplication(page, 'Data Analyst');
  await expect(dialog.getByText('Job ID: 003')).toBeVisible();
  await expect(dialog.getByLabel('Position')).toHaveValue('Data Analyst');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: 'Data Analyst' }).getByRole('button', { name: 'Apply Now' }),
  ).toBeFocused();
});

test('every validation message appears on its field, clears when edited, and nothing is sent', async ({
  page,
}) => {
  const applications: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/careers/apply')) applications.push(request.url());
  });
  await openCareers(page);
  const dialog = await openApplication(page, 'Senior Accountant');
  await dialog.getByLabel('Position').selectOption('');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  const expected: [string, string][] = [
    ['First Name', 'First name is required'],
    ['Last Name', 'Last name is required'],
    ['Email', 'Email is required'],
    ['Confirm Email', 'Please confirm your email'],
    ['Phone Number', 'Phone number is required'],
    ['Expected Salary', 'Expected salary is required'],
    ['Position', 'Position is required'],
    ['Available Start Date', 'Available start date is required'],
    ['Resume (PDF)', 'Resume is required'],
  ];
  for (const [label, message] of expected) {
    const field =
      label === 'Email'
        ? dialog.getByRole('textbox', { name: label, exact: true })
        : dialog.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Editing a field clears its message only.
  await dialog.getByLabel('First Name').fill('Asha');
  await expect(dialog.getByText('First name is required')).toBeHidden();
  await expect(dialog.getByText('Last name is required')).toBeVisible();

  // Phone: kept as typed while typing; leaving the field shows the digits it keeps.
  await dialog.getByLabel('Phone Number').pressSequentially('12-34x5');
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('12-34x5');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@');
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('12345');
  await dialog.getByLabel('Confirm Email').fill('asha@example.com');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid 10-digit Indian mobile number')).toBeVisible();
  await expect(dialog.getByLabel('Last Name')).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
  await dialog.getByLabel('Confirm Email').fill('asha.sen@example.com');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Emails do not match')).toBeVisible();

  // At most 10 digits are kept.
  await dialog.getByLabel('Phone Number').fill('');
  await dialog.getByLabel('Phone Number').pressSequentially('98765432109');
  await expect(dialog.getByText('Please enter a valid 10-digit Indian mobile number')).toBeHidden();
  await dialog.getByLabel('Phone Number').blur();
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('9876543210');
  // A pasted number with the country code keeps its ten digits.
  await dialog.getByLabel('Phone Number').fill('+91 91234 56780');
  await dialog.getByLabel('Phone Number').blur();
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('9123456780');

  await dialog
    .getByLabel('Resume (PDF)')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: buildPngBytes() });
  await expect(dialog.getByText('Please upload a PDF file only')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Please upload a PDF file only')).toBeVisible();
  await expect(dialog.getByText('Resume is required')).toBeHidden();

  expect(applications).toEqual([]);
});

test('applying with the file picker shows progress, then a reference HR finds it by, and resets the form', async ({
  page,
  context,
}) => {
  await openCareers(page);
  const dialog = await openApplication(page, 'Senior Accountant');
  const email = uniqueEmail('picker');
  await fillValidFields(dialog, email);
  await dialog.getByLabel('Position').selectOption('Other');
  await dialog.getByLabel('Which position?').fill('Network Engineer');
  await dialog.getByLabel('Resume (PDF)').setInputFiles(pdfResume('asha-sen.pdf'));
  await expect(dialog.getByText(/asha-sen\.pdf \(\d+\.\d KB\)/)).toBeVisible();

  // Hold the request until the progress state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/careers/apply', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  const submitting = dialog.getByRole('button', { name: 'Submitting...' });
  await expect(submitting).toBeDisabled();
  release();

  const card = page.getByRole('article', { name: 'Senior Accountant' });
  // A reference that counts nothing (issue 45), not the running number "application ID is 12".
  await expect(card.getByRole('status')).toHaveText(
    /^Application submitted successfully! Your application reference is A[2-9A-HJKMNP-Z]{7}\. Our HR team will review your application\. We will get back to you within a week\.$/,
  );
  const reference = (await card.getByRole('status').textContent())?.match(/reference is (\w+)\./)?.[1] ?? '';
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The message takes the focus the closed dialog gave up.
  await expect(page.locator(':focus')).toContainText('Application submitted successfully!');
  await page.unroute('**/api/careers/apply');

  // Opened again: an empty form, the position back to the job's title.
  await card.getByRole('button', { name: 'Apply Now' }).click();
  const reopened = page.getByRole('dialog', { name: 'Apply for Senior Accountant' });
  await expect(reopened.getByLabel('First Name')).toHaveValue('');
  await expect(reopened.getByLabel('Position')).toHaveValue('Senior Accountant');

  // The same applicant again within a day: the server's refusal is shown as 'Error: …'.
  await fillValidFields(reopened, email);
  await reopened.getByLabel('Resume (PDF)').setInputFiles(pdfResume());
  await reopened.getByRole('button', { name: 'Submit Application' }).click();
  await expect(reopened.getByRole('alert')).toHaveText(
    /^Error: You have already applied for this position in the last 24 hours\./,
  );
  await expect(reopened.getByRole('alert')).toBeFocused();
  await expect(reopened.getByRole('button', { name: 'Submit Application' })).toBeEnabled();

  // HR finds the application by the reference the applicant was given.
  const admin = await context.newPage();
  await signIn(admin);
  await admin.getByRole('tab', { name: 'Job Applications' }).click();
  await admin.getByLabel('Search by name, e-mail or reference').fill(reference.toLowerCase());
  await expect(admin.getByRole('heading', { name: 'All Applications (1)' })).toBeVisible();
  const found = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Asha Sen' }) });
  await expect(found).toContainText(`Reference${reference}`);
  await expect(found).toContainText(`Email${email}`);
});

test('applying with drag and drop on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openCareers(page);
  expect(await scrollsSideways(page)).toBe(false);
  const dialog = await openApplication(page, 'Operations Executive');
  expect(await scrollsSideways(page)).toBe(false);
  await fillValidFields(dialog, uniqueEmail('dropped'));

  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([new Uint8Array(bytes)], 'dropped-resume.pdf', { type: 'application/pdf' }),
      );
      return transfer;
    },
    [...buildPdf('Dropped resume')],
  );
  const dropZone = dialog.getByText('or drag and drop it here');
  await dropZone.dispatchEvent('dragover', { dataTransfer });
  await dropZone.dispatchEvent('drop', { dataTransfer });
  await expect(dialog.getByText(/dropped-resume\.pdf/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  const card = page.getByRole('article', { name: 'Operations Executive' });
  await expect(card.getByRole('status')).toContainText('Application submitted successfully!');
});

test('a dropped file that is not a PDF is refused', async ({ page }) => {
  await openCareers(page);
  const dialog = await openApplication(page, 'CRM');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    return transfer;
  });
  await dialog.getByText('or drag and drop it here').dispatchEvent('drop', { dataTransfer });
  await expect(dialog.getByText('Please upload a PDF file only')).toBeVisible();
  await expect(dialog.getByText('notes.txt')).toHaveCount(0);
});

test('a visitor can apply with the keyboard alone on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openCareers(page);
  const card = page.getByRole('article', { name: 'CRM' });

  /** Presses Tab until `target` has the focus. */
  async function tabTo(target: Locator) {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('the element was not reached with Tab');
  }

  await tabTo(card.getByRole('button', { name: 'View Details' }));
  await page.keyboard.press('Enter');
  await tabTo(card.getByRole('button', { name: 'Apply Now' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply for CRM' });
  await expect(dialog).toBeVisible();

  const email = uniqueEmail('keyboard');
  await tabTo(dialog.getByLabel('First Name'));
  await page.keyboard.type('Ravi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kumar');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('9123456780');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2 LPA');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Position')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Available Start Date')).toBeFocused();
  await page.keyboard.type('11012025');
  await expect(dialog.getByLabel('Available Start Date')).toHaveValue('2025-11-01');

  await tabTo(dialog.getByLabel('Resume (PDF)'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(pdfResume('ravi-kumar.pdf'));
  await expect(dialog.getByText(/ravi-kumar\.pdf/)).toBeVisible();

  await tabTo(dialog.getByRole('button', { name: 'Submit Application' }));
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toContainText('Application submitted successfully!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('when the server cannot be reached, the prefilled HR e-mail is opened instead', async ({ page }) => {
  const openedMailLinks = await recordOpenedMailLinks(page);
  await page.route('**/api/careers/apply', (route) => route.abort('failed'));
  await openCareers(page);
  const dialog = await openApplication(page, 'Data Analyst');
  await fillValidFields(dialog, 'asha.sen@example.com');
  await dialog.getByLabel('Resume (PDF)').setInputFiles(pdfResume());
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  const card = page.getByRole('article', { name: 'Data Analyst' });
  await expect(card.getByRole('alert')).toContainText(
    'Backend not available. Opening email as fallback method.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator(':focus')).toContainText('Backend not available.');

  await expect.poll(openedMailLinks).toHaveLength(1);
  const [opened] = await openedMailLinks();
  const url = new URL(opened ?? '');
  expect(url.pathname).toBe('hr@example.com');
  expect(url.searchParams.get('subject')).toBe('Job Application: Data Analyst (Job ID: 003)');
  const body = url.searchParams.get('body') ?? '';
  for (const detail of [
    'First Name: Asha',
    'Last Name: Sen',
    'Email: asha.sen@example.com',
    'Phone Number: +91 9876543210',
    'Expected Salary: 3.5 LPA',
    'Position: Data Analyst',
    'Available Start Date: 2025-10-01',
    'attach your resume',
  ]) {
    expect(body).toContain(detail);
  }
  await expect(card.getByRole('link', { name: 'open the application email' })).toHaveAttribute(
    'href',
    opened ?? '',
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

/** Holds applications sent to the server and answers them as accepted, keeping their multipart bodies. */
async function acceptApplicationsInBrowser(page: Page) {
  const bodies: string[] = [];
  await page.route('**/api/careers/apply', (route) => {
    bodies.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
    return route.fulfill({
      status: 201,
      json: { success: true, data: { reference: 'A7K3M9QX', applicationId: 'A7K3M9QX' } },
    });
  });
  return bodies;
}

const multipartField = (body: string, name: string) =>
  body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`))?.[1];

test('a phone number typed as Indians write it stays as typed, then shows the 10 digits it keeps', async ({
  page,
}) => {
  const sent = await acceptApplicationsInBrowser(page);
  await openCareers(page);
  const dialog = await openApplication(page, 'Data Analyst');
  const phone = dialog.getByLabel('Phone Number');
  for (const typed of ['+91 98765 43210', '098765 43210', '91-9876543210']) {
    await phone.fill('');
    await phone.pressSequentially(typed);
    await expect(phone).toHaveValue(typed);
    await phone.press('Tab');
    await expect(phone).toHaveValue('9876543210');
  }

  // Sent straight from the field: the form keeps and shows the same 10 digits.
  await fillValidFields(dialog, 'asha.phone@example.com');
  await dialog.getByLabel('Resume (PDF)').setInputFiles(pdfResume());
  await phone.fill('+91 98765 43210');
  await phone.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(multipartField(sent[0] ?? '', 'phone')).toBe('9876543210');
});

test('choosing the position Other asks which one, and sends it', async ({ page }) => {
  const sent = await acceptApplicationsInBrowser(page);
  await openCareers(page);
  const dialog = await openApplication(page, 'Data Analyst');
  await fillValidFields(dialog, 'asha.other@example.com');
  await dialog.getByLabel('Resume (PDF)').setInputFiles(pdfResume());
  await expect(dialog.getByLabel('Which position?')).toHaveCount(0);
  await dialog.getByLabel('Position').selectOption('Other');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  const otherPosition = dialog.getByLabel('Which position?');
  await expect(otherPosition).toBeFocused();
  await expect(otherPosition).toHaveAccessibleDescription(
    'Please tell us which position you are applying for',
  );
  expect(sent).toHaveLength(0);

  await otherPosition.fill('Network Engineer');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(multipartField(sent[0] ?? '', 'position')).toBe('Other');
  expect(multipartField(sent[0] ?? '', 'otherPosition')).toBe('Network Engineer');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a PDF that runs a script when opened is refused with a message that says what to do', async ({
  page,
}) => {
  await openCareers(page);
  const dialog = await openApplication(page, 'Senior Accountant');
  await fillValidFields(dialog, uniqueEmail('script'));
  const withScript = buildPdf('Resume')
    .toString('latin1')
    .replace(
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    );
  await dialog.getByLabel('Resume (PDF)').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(withScript, 'latin1'),
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText(applicationMessages.resumeActiveContent).first()).toBeVisible();
});

/** Gives `target` the keyboard's focus as Tab does, so the page draws its focus ring (:focus-visible). */
async function focusWithTab(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test("the keyboard's focus ring is the brand's blue, not the red or orange of a message", async ({
  page,
}) => {
  await openCareers(page);
  const dialog = await openApplication(page, 'Data Analyst');
  // brand-600 (#1d4ed8), between white rings; the messages are red-700, the old ring was orange-700.
  const blue = 'rgb(29, 78, 216)';
  const firstName = dialog.getByLabel('First Name');
  await focusWithTab(page, firstName);
  await expect(firstName).toHaveCSS('outline-color', blue);
  await expect(firstName).toHaveCSS('outline-style', 'solid');
  // A control without a shadow of its own has the white halo outside the ring.
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await focusWithTab(page, cancel);
  await expect(cancel).toHaveCSS('outline-color', blue);
  await expect(cancel).toHaveCSS('box-shadow', 'rgb(255, 255, 255) 0px 0px 0px 7px');
  // The resume's drop zone outlines itself while its file input has the keyboard, in the same blue.
  await focusWithTab(page, dialog.getByLabel('Resume (PDF)'));
  await expect(dialog.getByTestId('resume-drop-zone')).toHaveCSS('outline-color', blue);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
