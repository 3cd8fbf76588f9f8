import { expect, type Page, test } from '@playwright/test';
import {
  branchOffices,
  careersHero,
  chatBanner,
  chatGreeting,
  chatTeaser,
  consentVersion,
  corporateOffice,
  jobOpenings,
  stats,
} from '#content/samples/index.js';
import { CONSENT_STORAGE_KEY, type ConsentRecord } from '#shared/consent.js';
import { seriousAccessibilityViolations } from './support/public-page.js';

/** A stored consent choice (so the cookie banner stays away), with or without statistics. */
async function giveConsent(page: Page, statistics: boolean) {
  const record: ConsentRecord = {
    accepted: true,
    preferences: { necessary: true, preferences: false, statistics, marketing: false },
    timestamp: new Date().toISOString(),
    version: consentVersion,
  };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    JSON.stringify(record),
  ] as const);
}

/** The round button; it appears once the page is loaded and idle. */
function chatButton(page: Page) {
  return page.getByRole('button', { name: 'Chat with us' });
}

function chatPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Chat assistant' });
}

/** Holds every /api/chat request until `release` is called, as a slow answer would. */
async function holdChatRequests(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  await page.route('**/api/chat', async (route) => {
    bodies.push(route.request().postDataJSON());
    await released;
    await route.continue();
  });
  return { release, bodies };
}

/**
 * Opens a page with the page's clock frozen: timers fire only as the test runs the clock. The
 * clock is stepped until the widget has loaded, so its timers start within the last step.
 */
async function openWithFrozenClock(page: Page, path: string) {
  const start = new Date('2025-03-01T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path);
  await runUntilTheWidgetAppears(page);
}

/** Steps the frozen clock until the widget has loaded (once the page is idle). */
async function runUntilTheWidgetAppears(page: Page) {
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(chatButton(page)).toBeVisible({ timeout: 200 });
  }).toPass();
}

test('open, greeting, send, a streamed answer with a working link, disabled input while pending, close', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await giveConsent(page, true);
  await page.goto('/products');
  await chatButton(page).click();

  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(chatGreeting)).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();

  const held = await holdChatRequests(page);
  const answered = page.waitForResponse('**/api/chat');
  await input.fill('Do you have any job openings?');
  await input.press('Enter');

  // While the reply is pending: the question shows, the field and Send are disabled, dots show.
  await expect(panel.getByText('Do you have any job openings?')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(panel.getByRole('status')).toHaveText('The assistant is typing…');

  held.release();
  const response = await answered;
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  for (const job of jobOpenings)
    await expect(panel.getByText(job.title, { exact: false }).first()).toBeVisible();
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();

  // With statistics consent the exchange carries the chat session id, and a local copy is kept.
  expect(held.bodies[0]).toMatchObject({
    messages: [{ role: 'user', content: 'Do you have any job openings?' }],
    sessionId: expect.stringMatching(/^chat_\d+_[a-z0-9]{9}$/),
  });
  const localLog = await page.evaluate(() => JSON.parse(window.localStorage.getItem('allChats') ?? '[]'));
  expect(localLog).toHaveLength(1);

  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
  await expect(chatButton(page)).toBeFocused();

  // The link in the answer goes to the careers page, in the app.
  await chatButton(page).click();
  await panel.getByRole('link', { name: 'the careers page' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1, name: careersHero.title })).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a visitor the assistant cannot serve is handed over with call, e-mail and WhatsApp links', async ({
  page,
}) => {
  await giveConsent(page, false);
  await page.goto('/distribution');
  await chatButton(page).click();
  const panel = chatPanel(page);
  const question = 'Do you have a branch in Delhi?';
  await panel.getByRole('textbox', { name: 'Your message' }).fill(question);
  await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');

  // No Delhi office: first the office that serves Delhi (Patna), reachable by phone, e-mail and
  // WhatsApp, then that Delhi itself has none.
  const patna = branchOffices.find((office) => office.city === 'Patna');
  const conversation = panel.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText(`Our ${patna?.name} serves Delhi.`, { exact: false })).toBeVisible();
  await expect(conversation.getByText('We have no office in Delhi itself', { exact: false })).toBeVisible();
  await expect(conversation.getByRole('link', { name: patna?.phone })).toHaveAttribute(
    'href',
    `tel:${patna?.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(conversation.getByRole('link', { name: patna?.email })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${patna?.email}\\?subject=`),
  );
  const whatsapp = conversation.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/${corporateOffice.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(question)}`,
  );
  // WhatsApp opens in a new tab, so the conversation stays.
  await expect(whatsapp).toHaveAttribute('target', '_blank');
});

test('the conversation survives moving between pages and can be cleared', async ({ page }) => {
  await giveConsent(page, false);
  await page.goto('/retail');
  await chatButton(page).click();
  const input = chatPanel(page).getByRole('textbox', { name: 'Your message' });
  await input.fill('Are you hiring?');
  await input.press('Enter');
  await expect(input).toBeEnabled();

  await page.goto('/distribution');
  await chatButton(page).click();
  const panel = chatPanel(page);
  await expect(panel.getByText('Are you hiring?')).toBeVisible();

  await panel.getByRole('button', { name: 'Clear conversation' }).click();
  await expect(panel.getByText('Are you hiring?')).toHaveCount(0);
  await expect(panel.getByText(chatGreeting)).toBeVisible();
  // Without statistics consent there is no local chat log.
  expect(await page.evaluate(() => window.localStorage.getItem('allChats'))).toBeNull();
});

test('an empty or whitespace-only message is not sent', async ({ page }) => {
  await giveConsent(page, false);
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) requests += 1;
  });
  await page.goto('/activities');
  // At 360 px the button lies over the first screen's text, so the dock lets taps through until
  // the visitor scrolls (floating-elements.spec.ts); a visitor scrolls, then taps it.
  await page.mouse.wheel(0, 400);
  await chatButton(page).click();
  const panel = chatPanel(page);
  const input = panel.getByRole('textbox', { name: 'Your message' });
  await input.fill('   ');
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.press('Enter');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  expect(requests).toBe(0);
});

test('Escape and the Close button close the panel', async ({ page }) => {
  await giveConsent(page, false);
  await page.goto('/products');
  await chatButton(page).click();
  // The panel's code is fetched on the first open: Escape closes it once it is there.
  await expect(chatPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chatPanel(page)).toBeHidden();
  await chatButton(page).click();
  await chatPanel(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(chatPanel(page)).toBeHidden();
});

test('the teaser appears 10 s after the widget and stays 5 s', async ({ page }) => {
  await giveConsent(page, false);
  await openWithFrozenClock(page, '/products');
  const teaser = page.getByRole('button', { name: chatTeaser.text });

  // The widget appeared within the last 250 ms of clock time.
  await page.clock.runFor(chatTeaser.delayMs - 1_000);
  await expect(teaser).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(teaser).toBeVisible();
  await page.clock.runFor(chatTeaser.durationMs - 1_000);
  await expect(teaser).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(teaser).toBeHidden();

  // It comes once per page.
  await page.clock.runFor(60_000);
  await expect(teaser).toBeHidden();
});

test('choosing the teaser opens the chat', async ({ page }) => {
  await giveConsent(page, false);
  await openWithFrozenClock(page, '/distribution');
  await page.clock.runFor(chatTeaser.delayMs + 250);
  await page.getByRole('button', { name: chatTeaser.text }).click();
  // The panel's code loads on demand, and React shows lazily loaded content on a timer: run the clock.
  await page.clock.runFor(500);
  await expect(chatPanel(page)).toBeVisible();
  await expect(page.getByRole('button', { name: chatTeaser.text })).toHaveCount(0);
});

test('the banner shows 2 s once per visit, never with the teaser, and can be hidden', async ({ page }) => {
  await giveConsent(page, false);
  await openWithFrozenClock(page, '/products');
  const banner = page.getByRole('complementary', { name: 'Partners and invoices' });
  const teaser = page.getByRole('button', { name: chatTeaser.text });
  await expect(banner).toContainText(chatBanner.text(stats.brandPartners));

  // It shows from the start, within the last 250 ms of clock time, and not again on this page.
  await page.clock.runFor(chatBanner.durationMs);
  await expect(banner).toBeHidden();
  // The teaser's timer starts in the widget's effect, which React runs in a task of its own after
  // the button shows (not one the frozen clock drives): on a busy machine that can come after the
  // clock has run, so step on until the teaser shows. A teaser that never shows still fails.
  await page.clock.runFor(chatTeaser.delayMs);
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(teaser).toBeVisible({ timeout: 200 });
  }).toPass();
  await expect(banner).toBeHidden();
  await page.clock.runFor(30_000);
  await expect(banner).toBeHidden();

  // The next page of the same visit leaves it out.
  await page.goto('/retail');
  await runUntilTheWidgetAppears(page);
  await page.clock.runFor(1_000);
  await expect(banner).toHaveCount(0);
});

test('a hidden banner stays away for the rest of the visit', async ({ page }) => {
  await giveConsent(page, false);
  await openWithFrozenClock(page, '/products');
  const banner = page.getByRole('complementary', { name: 'Partners and invoices' });
  await banner.getByRole('button', { name: 'Hide this message' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await runUntilTheWidgetAppears(page);
  await page.clock.runFor(1_000);
  await expect(banner).toHaveCount(0);
});

test('under prefers-reduced-motion the banner stays until the teaser comes', async ({ page }) => {
  await giveConsent(page, false);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithFrozenClock(page, '/retail');
  const banner = page.getByRole('complementary', { name: 'Partners and invoices' });
  // On the first screen it would lie over text: it waits for the visitor to scroll (floating-elements.spec.ts).
  await page.mouse.wheel(0, 200);
  // Its place is measured asynchronously, then shown on an animation frame: the frozen clock must
  // keep stepping until then, or the frame never comes (a fixed 100 ms step lost that race under load).
  let stepped = 0;
  await expect(async () => {
    await page.clock.runFor(50);
    stepped += 50;
    await expect(banner).toBeVisible({ timeout: 200 });
  }).toPass();
  for (let second = 0; second < 9; second += 3) {
    await expect(banner).toBeVisible();
    await page.clock.runFor(3_000);
  }
  await page.clock.runFor(chatTeaser.delayMs - 9_000 - stepped + 250);
  await expect(page.getByRole('button', { name: chatTeaser.text })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the widget is only on products, retail, distribution and activities, and loads after the page', async ({
  page,
}) => {
  await giveConsent(page, false);
  for (const path of ['/', '/careers', '/brands/hp']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(chatButton(page)).toHaveCount(0);
  }
  await page.goto('/distribution');
  await expect(chatButton(page)).toBeVisible();
  // Its code was fetched after the page had loaded, not during it.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const widget = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/assets/chat-assistant'));
    return { loadEnd: navigation.loadEventEnd, widgetStart: widget?.startTime ?? -1 };
  });
  expect(timing.widgetStart).toBeGreaterThanOrEqual(timing.loadEnd);
});

test('the panel and its markdown renderer are fetched only when the visitor reaches for the chat', async ({
  page,
}) => {
  await giveConsent(page, false);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/products');
  await expect(chatButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => script.includes('/assets/chat-assistant'))).toBe(true);
  expect(scripts.filter((script) => script.includes('/assets/chat-panel'))).toEqual([]);

  await chatButton(page).click();
  await expect(chatPanel(page)).toBeVisible();
  expect(scripts.filter((script) => script.includes('/assets/chat-panel'))).toHaveLength(1);
});

test('the open chat fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await giveConsent(page, false);
  await page.goto('/activities');
  // At 360 px the button lies over the first screen's text, so the dock lets taps through until
  // the visitor scrolls (floating-elements.spec.ts); a visitor scrolls, then taps it.
  await page.mouse.wheel(0, 400);
  await chatButton(page).click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
