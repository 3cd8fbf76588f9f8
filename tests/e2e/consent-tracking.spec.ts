import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';

/**
 * The cookie banner and the tracking it allows, as a visitor meets them: nothing is sent before a
 * choice or after declining, a visit and one page view per navigation after allowing, and records
 * made while the API is away are sent once it is back.
 */

type TrackingBody = {
  type: 'visit' | 'page_view';
  sessionId: string;
  path: string;
  title: string;
  eventId: string;
  referrer?: string;
};

const wide = { width: 1280, height: 800 };
test.use({ viewport: wide });

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'This website uses cookies' });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Every tracking record the page sends (answered or not), in order. */
function watchTracking(page: Page): TrackingBody[] {
  const sent: TrackingBody[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/tracking/visitor') sent.push(request.postDataJSON());
  });
  return sent;
}

/** The consent choices the page logs on the server. */
function watchConsentLog(page: Page): Record<string, boolean>[] {
  const logged: Record<string, boolean>[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/consent') logged.push(request.postDataJSON().preferences);
  });
  return logged;
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort());
const storedQueue = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('allVisitors') ?? '[]') as TrackingBody[]);

/**
 * Waits until the page has stored the id the server logged the visitor's choice under. A choice
 * still without one is logged again on the next page load, so that none goes unlogged: moving on
 * before the answer has come logs the same choice twice.
 */
async function choiceLogged(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null')?.consentId),
    )
    .toMatch(/^[0-9a-f-]{36}$/);
}

async function visitAndSettle(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('the banner is in the HTML, hidden, and is shown to a new visitor; nothing is sent before a choice', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  // `hidden` or `hidden=""`: the same attribute, as React or Preact writes it.
  expect(html).toMatch(/<section hidden(="")?[^>]*aria-labelledby="cookie-banner-title"/);

  const tracking = watchTracking(page);
  const consentLog = watchConsentLog(page);
  await visitAndSettle(page);
  await expect(cookieBanner(page)).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Retail' }).click();
  await expect(page).toHaveURL(/\/retail$/);
  await page.waitForLoadState('networkidle');

  expect(tracking).toEqual([]);
  expect(consentLog).toEqual([]);
  expect(await storedKeys(page)).toEqual([]);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the banner fits, moves nothing and passes axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visitAndSettle(page);
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();

    const box = await banner.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(viewport.width);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(viewport.height, 0);
    for (const name of ['Allow all cookies', 'Allow selection', 'Use necessary cookies only']) {
      await banner.getByRole('button', { name }).scrollIntoViewIfNeeded();
      await expect(banner.getByRole('button', { name })).toBeInViewport();
    }
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(layoutShift).toBeLessThanOrEqual(0.05);

    const results = await new AxeBuilder({ page })
      .include('[aria-labelledby="cookie-banner-title"]')
      .analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious).toEqual([]);
  });
}

test('on a phone the banner is a compact bar: the three choices, the categories behind a disclosure, under the open menu', async ({
  page,
}) => {
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  await visitAndSettle(page);
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box?.height ?? phone.height).toBeLessThanOrEqual(phone.height * 0.3);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  const disclosure = banner.getByRole('button', { name: 'Choose categories' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('checkbox', { name: 'Statistics' })).toBeHidden();
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Necessary', 'Preferences', 'Statistics', 'Marketing']) {
    await expect(banner.getByRole('checkbox', { name })).toBeVisible();
  }
  await disclosure.click();

  // On a short screen the open menu reaches down to the banner, and is drawn above it: its last
  // link can be chosen.
  await page.setViewportSize({ width: 390, height: 600 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const lastLink = mainNavigation(page).getByRole('link', { name: 'Contact' });
  await lastLink.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("'Use necessary cookies only', chosen by keyboard, sends no tracking and is remembered", async ({
  page,
}) => {
  const tracking = watchTracking(page);
  const consentLog = watchConsentLog(page);
  await visitAndSettle(page);
  const banner = cookieBanner(page);
  await banner.getByRole('button', { name: 'Use necessary cookies only' }).focus();
  const logged = page.waitForResponse('**/api/consent');
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect((await logged).status()).toBe(201);
  await choiceLogged(page);

  await mainNavigation(page).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await visitAndSettle(page, '/products');
  await expect(cookieBanner(page)).toBeHidden();

  expect(tracking).toEqual([]);
  expect(consentLog).toEqual([{ necessary: true, preferences: false, statistics: false, marketing: false }]);
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null'),
  );
  expect(stored).toMatchObject({
    accepted: true,
    preferences: { necessary: true, preferences: false, statistics: false, marketing: false },
    version: 1,
    consentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

test("'Allow all cookies' sends one visit, then a page view per page of the tab", async ({
  page,
  context,
}) => {
  const tracking = watchTracking(page);
  await visitAndSettle(page);
  const visitStored = page.waitForResponse('**/api/tracking/visitor');
  await cookieBanner(page).getByRole('button', { name: 'Allow all cookies' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  expect((await visitStored).status()).toBe(200);

  for (const [link, path] of [
    ['Retail', '/retail'],
    ['Careers', '/careers'],
  ]) {
    const viewStored = page.waitForResponse('**/api/tracking/visitor');
    await mainNavigation(page).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect((await viewStored).status()).toBe(200);
  }
  await page.waitForLoadState('networkidle');

  expect(tracking.map(({ type, path }) => [type, path])).toEqual([
    ['visit', '/'],
    ['page_view', '/retail'],
    ['page_view', '/careers'],
  ]);
  const [visit, retail, careers] = tracking;
  expect(visit?.sessionId).toMatch(/^visitor_\d{13}_[a-z0-9]{9}$/);
  expect(visit?.referrer).toBe('Direct');
  expect(new Set(tracking.map((record) => record.sessionId)).size).toBe(1);
  expect(new Set(tracking.map((record) => record.eventId)).size).toBe(3);
  expect(retail?.title).toMatch(/Retail/);
  expect(careers?.title).toMatch(/Careers/);

  // A page opened by its address in the same tab is another page view; a new tab is a new visit,
  // in the same session. Each is sent as the page's script starts, so wait for it, not for a
  // quiet network (a busy machine may leave a pause before it).
  const productsStored = page.waitForResponse('**/api/tracking/visitor');
  await visitAndSettle(page, '/products');
  expect((await productsStored).status()).toBe(200);
  expect(tracking.at(-1)).toMatchObject({
    type: 'page_view',
    path: '/products',
    sessionId: visit?.sessionId,
  });
  const secondTab = await context.newPage();
  const secondTabTracking = watchTracking(secondTab);
  const secondTabStored = secondTab.waitForResponse('**/api/tracking/visitor');
  await visitAndSettle(secondTab, '/activities');
  expect((await secondTabStored).status()).toBe(200);
  expect(secondTabTracking).toEqual([
    expect.objectContaining({ type: 'visit', path: '/activities', sessionId: visit?.sessionId }),
  ]);
  expect(tracking).toHaveLength(4);
  expect(await storedQueue(page)).toEqual([]);
});

test("'Allow selection' with statistics switched off sends no tracking", async ({ page }) => {
  const tracking = watchTracking(page);
  const consentLog = watchConsentLog(page);
  await visitAndSettle(page);
  const banner = cookieBanner(page);
  // Only Necessary starts ticked: an optional category is allowed by ticking it.
  for (const name of ['Preferences', 'Statistics', 'Marketing']) {
    await expect(banner.getByRole('checkbox', { name })).not.toBeChecked();
  }
  await expect(banner.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
  await expect(banner.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
  await banner.getByRole('checkbox', { name: 'Preferences' }).focus();
  await page.keyboard.press('Space');
  await expect(banner.getByRole('checkbox', { name: 'Preferences' })).toBeChecked();
  await banner.getByRole('checkbox', { name: 'Marketing' }).check();
  await banner.getByRole('button', { name: 'Allow selection' }).click();
  await expect(banner).toBeHidden();
  await choiceLogged(page);

  await mainNavigation(page).getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await visitAndSettle(page, '/retail');
  expect(tracking).toEqual([]);
  expect(consentLog).toEqual([{ necessary: true, preferences: true, statistics: false, marketing: true }]);
});

test('a browser sending Global Privacy Control starts with statistics and marketing off', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  const tracking = watchTracking(page);
  await visitAndSettle(page);
  const banner = cookieBanner(page);
  await expect(banner.getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked();
  await expect(banner.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  await banner.getByRole('button', { name: 'Allow selection' }).click();
  await visitAndSettle(page, '/careers');
  expect(tracking).toEqual([]);
});

test.describe('the stored consent of each button on a new visit', () => {
  const none = { necessary: true, preferences: false, statistics: false, marketing: false };
  const all = { necessary: true, preferences: true, statistics: true, marketing: true };
  for (const [button, preferences] of [
    ['Allow selection', none],
    ['Use necessary cookies only', none],
    ['Allow all cookies', all],
  ] as const) {
    test(`'${button}' stores ${preferences === all ? 'every category' : 'necessary only'}`, async ({
      page,
    }) => {
      await visitAndSettle(page);
      const logged = page.waitForResponse('**/api/consent');
      await cookieBanner(page).getByRole('button', { name: button }).click();
      await logged;
      const stored = await page.evaluate(() =>
        JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null'),
      );
      expect(stored).toMatchObject({ accepted: true, preferences });
    });
  }
});

test('a choice made under an older consent version is asked again', async ({ page }) => {
  await page.addInitScript(() => {
    const preferences = { necessary: true, preferences: true, statistics: true, marketing: true };
    const record = { accepted: true, preferences, timestamp: '2025-01-01T00:00:00.000Z', version: 0 };
    window.localStorage.setItem('cookieConsent', JSON.stringify(record));
  });
  const tracking = watchTracking(page);
  await visitAndSettle(page);
  await expect(cookieBanner(page)).toBeVisible();
  expect(tracking).toEqual([]);
});

test("the footer's 'Cookie settings' re-opens the banner, and withdrawing statistics stops tracking at once", async ({
  page,
}) => {
  const tracking = watchTracking(page);
  await visitAndSettle(page);
  await cookieBanner(page).getByRole('button', { name: 'Allow all cookies' }).click();
  await expect.poll(() => tracking.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(await storedKeys(page)).toEqual(['cookieConsent', 'currentSessionId']);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  // Scrolled to first, so the click is aimed once the footer has come to rest: the bands above it
  // are laid out only as they come near (`render-when-near`), and on a jump to the footer they take
  // their true height after it; a click aimed during the jump landed on a branch card's button.
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  for (const name of ['Preferences', 'Statistics', 'Marketing']) {
    await expect(banner.getByRole('checkbox', { name })).toBeChecked();
  }
  // Escape closes it without a new choice, and focus returns to the footer.
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();

  await settings.click();
  await banner.getByRole('checkbox', { name: 'Statistics' }).uncheck();
  await banner.getByRole('button', { name: 'Allow selection' }).click();
  await expect(banner).toBeHidden();
  expect(await storedKeys(page)).toEqual(['cookieConsent']);

  await mainNavigation(page).getByRole('link', { name: 'Retail' }).click();
  await expect(page).toHaveURL(/\/retail$/);
  await visitAndSettle(page, '/careers');
  expect(tracking).toHaveLength(1);

  // A far-down island runs when the visitor scrolls to it (its button is disabled until then).
  const footerSettings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await footerSettings.scrollIntoViewIfNeeded();
  await footerSettings.click();
  await expect(cookieBanner(page).getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked();
  await expect(cookieBanner(page).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
});

test('with the API down the records are queued, and sent when the site is next loaded', async ({ page }) => {
  const tracking = watchTracking(page);
  await page.route('**/api/tracking/visitor', (route) => route.abort('connectionrefused'));
  await visitAndSettle(page);
  await cookieBanner(page).getByRole('button', { name: 'Allow all cookies' }).click();
  await expect.poll(async () => (await storedQueue(page)).length).toBe(1);
  await mainNavigation(page).getByRole('link', { name: 'Distribution' }).click();
  await expect
    .poll(async () => (await storedQueue(page)).map((record) => record.path))
    .toEqual(['/', '/distribution']);
  const queued = await storedQueue(page);
  const attemptsWhileDown = tracking.length;

  await page.unroute('**/api/tracking/visitor');
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/tracking/visitor')) answers.push(response.status());
  });
  await visitAndSettle(page, '/activities');
  await expect.poll(() => storedQueue(page)).toEqual([]);

  // The two queued records, as they were made, and this page's own page view. A record the
  // server took just as the page before left may be sent again from this one, since that page
  // never heard the answer: the server keeps each event once, by its id.
  const sentAfterwards = () => [
    ...new Map(tracking.slice(attemptsWhileDown).map((record) => [record.eventId, record])).values(),
  ];
  await expect.poll(() => sentAfterwards().length).toBe(3);
  expect(sentAfterwards()).toEqual(expect.arrayContaining(queued));
  expect(sentAfterwards()).toContainEqual(
    expect.objectContaining({ type: 'page_view', path: '/activities' }),
  );
  // Every answer this page heard was a 200 (one the page before took may have gone unheard).
  expect(answers.every((status) => status === 200)).toBe(true);
});

test('records queued while offline are sent when the browser comes back online', async ({
  page,
  context,
}) => {
  await visitAndSettle(page);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/tracking/visitor')) answers.push(response.status());
  });
  await context.setOffline(true);
  await cookieBanner(page).getByRole('button', { name: 'Allow all cookies' }).click();
  await expect.poll(async () => (await storedQueue(page)).length).toBe(1);
  // A section of the same page: its code is loaded, so the navigation works offline.
  await mainNavigation(page).getByRole('link', { name: 'About' }).click();
  await expect
    .poll(async () => (await storedQueue(page)).map((record) => record.path))
    .toEqual(['/', '/about']);
  expect(answers).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => answers).toEqual([200, 200]);
  await expect.poll(() => storedQueue(page)).toEqual([]);
});
