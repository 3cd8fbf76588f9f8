// The pieces that float over the page (the chat button, its teaser, the partners banner and the
// cookie banner) have places of their own: at every width they overlap neither each other nor
// any control the visitor can see, on the first screen of every page with the chat and at its end;
// on the first screen they also keep off the page's text (issue 31: on a phone they stacked over
// card titles), and the partners banner never shows beside the teaser.
import { expect, type Page, test } from '@playwright/test';
import { chatTeaser, consentBanner } from '#content/samples/index.js';
import { withConsentGiven } from './support/public-page.js';

const widths = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
];

/** The pages with the chat assistant, and so with every floating piece. */
const chatPages = ['/retail', '/distribution', '/retail-partners', '/activities', '/products'];

type Box = { name: string; left: number; top: number; right: number; bottom: number };

/**
 * The floating pieces on screen and the controls they could cover, as boxes clipped to the window.
 * Runs in the page; a control counts when some of it is inside the window and it is rendered.
 */
function boxesOnScreen(teaserText: string): { floating: Box[]; controls: Box[] } {
  const floatingSelectors = [
    ['chat button', 'button[aria-label="Chat with us"]'],
    ['partners banner', 'aside[aria-label="Partners and invoices"]'],
    ['cookie banner', 'section[aria-labelledby="cookie-banner-title"]'],
  ] as const;
  const box = (name: string, element: Element): Box | null => {
    const rect = element.getBoundingClientRect();
    // A video takes clicks on its control bar, along its bottom edge.
    const top = element instanceof HTMLVideoElement ? rect.bottom - 48 : rect.top;
    const clipped = {
      name,
      left: Math.max(rect.left, 0),
      top: Math.max(top, 0),
      right: Math.min(rect.right, window.innerWidth),
      bottom: Math.min(rect.bottom, window.innerHeight),
    };
    const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    return shown && clipped.right - clipped.left > 1 && clipped.bottom - clipped.top > 1 ? clipped : null;
  };
  const floatingElements: [string, Element][] = floatingSelectors.flatMap(([name, selector]) =>
    [...document.querySelectorAll(selector)].map((element): [string, Element] => [name, element]),
  );
  const teaser = [...document.querySelectorAll('button')].find((button) => button.textContent === teaserText);
  if (teaser) floatingElements.push(['teaser', teaser]);

  const controlSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, video[controls], [tabindex]:not([tabindex="-1"])';
  const controls = [...document.querySelectorAll(controlSelector)]
    .filter((element) => !floatingElements.some(([, floating]) => floating.contains(element)))
    .map((element) => {
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
      return box(`${element.tagName.toLowerCase()} "${label}"`, element);
    })
    .filter((found) => found !== null);
  const floating = floatingElements
    .map(([name, element]) => box(name, element))
    .filter((found) => found !== null);
  return { floating, controls };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether `piece` hides `control` from the visitor: its middle (where one taps), or more than a
 * quarter of it. The round chat button over the corner of a large photo tile leaves the tile usable.
 */
function hides(piece: Box, control: Box): boolean {
  const middle = { x: (control.left + control.right) / 2, y: (control.top + control.bottom) / 2 };
  if (middle.x > piece.left && middle.x < piece.right && middle.y > piece.top && middle.y < piece.bottom)
    return true;
  const width = Math.max(0, Math.min(piece.right, control.right) - Math.max(piece.left, control.left));
  const height = Math.max(0, Math.min(piece.bottom, control.bottom) - Math.max(piece.top, control.top));
  const area = (control.right - control.left) * (control.bottom - control.top);
  return width * height > area / 4;
}

/**
 * Every pair that overlaps: floating pieces with each other, and the chat's pieces over controls
 * they hide.
 * (The cookie banner is a bar across the bottom that the visitor answers; it may lie over the page.)
 */
async function collisions(page: Page): Promise<string[]> {
  const { floating, controls } = await page.evaluate(boxesOnScreen, chatTeaser.text);
  const found: string[] = [];
  const names = floating.map((piece) => piece.name);
  if (names.includes('partners banner') && names.includes('teaser'))
    found.push('partners banner shows with the teaser');
  floating.forEach((piece, index) => {
    for (const other of floating.slice(index + 1)) {
      if (overlaps(piece, other)) found.push(`${piece.name} overlaps ${other.name}`);
    }
    if (piece.name === 'cookie banner') return;
    for (const control of controls) {
      if (hides(piece, control)) found.push(`${piece.name} covers ${control.name}`);
    }
  });
  return found;
}

/**
 * Opens a page with its clock frozen and runs it until the chat widget is there: the moment the
 * partners banner is due (it shows where it covers nothing: chat.spec.ts).
 */
async function openWhenTheWidgetAppears(page: Page, path: string) {
  const start = new Date('2025-03-01T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path);
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeAttached({ timeout: 200 });
  }).toPass();
  // The frozen clock holds animation frames too: let the pieces answer what the page did
  // meanwhile (images laid out, islands hydrated), as a running page does within a frame.
  await page.clock.runFor(100);
}

/**
 * Every line of the page's text (outside the floating pieces) that a chat piece on screen lies
 * over, as `piece over "text"`. Runs in the page.
 */
function chatPiecesOverText(teaserText: string): string[] {
  const pieces = [
    ['chat button', document.querySelector('button[aria-label="Chat with us"]')],
    ['partners banner', document.querySelector('aside[aria-label="Partners and invoices"]')],
    ['teaser', [...document.querySelectorAll('button')].find((button) => button.textContent === teaserText)],
  ] as const;
  const group = document.querySelector('[data-floating-group]');
  const shown = pieces.flatMap(([name, element]) =>
    element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      ? [{ name, box: element.getBoundingClientRect() }]
      : [],
  );
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || group?.contains(parent)) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width < 2 || line.height < 2) continue;
      for (const { name, box } of shown) {
        const over =
          line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom;
        if (over) found.push(`${name} over "${text.slice(0, 40)}"`);
      }
    }
  }
  return found;
}

/**
 * Scrolls to the end of the page, and lets the page answer the scroll (it runs on animation frames).
 * The page may still grow after the first scroll (an island or an image arriving below the fold),
 * which leaves the footer's last line mid-screen, under the chat button, as any text passes under
 * it while a visitor scrolls: so it scrolls again until the end of the page is on screen.
 */
async function scrollToEnd(page: Page) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.runFor(100);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atEnd) return;
  }
  throw new Error('The page kept growing: its end never came on screen');
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a phone, ${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const path of ['/retail', '/distribution']) {
      // A first visit has the cookie banner open at the bottom, and the chat pieces rise above it.
      for (const firstVisit of [true, false]) {
        test(`on ${path}${firstVisit ? ' at a first visit' : ''} no chat piece lies over the first screen's text, and the chat stays at hand`, async ({
          page,
        }) => {
          if (!firstVisit) await withConsentGiven(page);
          await openWhenTheWidgetAppears(page, path);
          expect(await page.evaluate(chatPiecesOverText, chatTeaser.text)).toEqual([]);
          await page.clock.runFor(chatTeaser.delayMs);
          expect(await page.evaluate(chatPiecesOverText, chatTeaser.text)).toEqual([]);

          // A keyboard reaches the button on the first screen, and it shows when focused: it fades
          // in, so its first frame is still transparent.
          const chatButton = page.getByRole('button', { name: 'Chat with us' });
          await chatButton.focus();
          await expect
            .poll(() => chatButton.evaluate((button) => button.checkVisibility({ opacityProperty: true })))
            .toBe(true);
          await chatButton.blur();
          // Once the visitor scrolls, the button is there to tap.
          await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
          await page.clock.runFor(100);
          await chatButton.click();
          await page.clock.runFor(500);
          await expect(page.getByRole('dialog', { name: 'Chat assistant' })).toBeVisible();
        });
      }
    }
  });
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('on every page the floating pieces cover nothing, on the first screen and at the end', async ({
      context,
    }) => {
      test.setTimeout(90_000);
      const found: string[] = [];
      for (const path of chatPages) {
        // A page of its own for each path: each starts its frozen clock from the same moment.
        const page = await context.newPage();
        await withConsentGiven(page);
        const record = async (where: string) =>
          found.push(...(await collisions(page)).map((collision) => `${path} ${where}: ${collision}`));
        await openWhenTheWidgetAppears(page, path);
        await record('first screen, banner due');
        await page.clock.runFor(chatTeaser.delayMs);
        await record('first screen, teaser due');
        await scrollToEnd(page);
        await record('end, teaser due');
        // The teaser gone, the banner's turn comes if it has not been seen yet.
        await page.clock.runFor(chatTeaser.durationMs);
        await record('end, banner due');
        await page.close();
      }
      expect(found).toEqual([]);
    });

    test('with the cookie banner open the chat pieces sit above it', async ({ page }) => {
      await openWhenTheWidgetAppears(page, '/retail');
      await expect(page.getByRole('region', { name: consentBanner.title })).toBeVisible();
      expect(await collisions(page)).toEqual([]);
      await page.clock.runFor(chatTeaser.delayMs);
      expect(await collisions(page)).toEqual([]);
    });
  });
}

test('the floating pieces rise above a cookie banner that opens under them, shifting nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await withConsentGiven(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    // Only what moved in the floating dock: the banner's own opening is not this test's concern.
    type LayoutShift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        const inDock = entry.sources.some(
          (source) => source.node instanceof Element && source.node.closest('[data-floating-group]'),
        );
        if (inDock) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/retail');
  const chatButton = page.getByRole('button', { name: 'Chat with us' });
  await expect(chatButton).toBeVisible();
  const shiftsSoFar = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts.length,
  );

  // The banner opening by itself (no click: a shift right after input would not count), as it does
  // for a first visit when the chat has come first.
  await page.evaluate(() => window.dispatchEvent(new Event('cookie-settings:open')));
  const banner = page.getByRole('region', { name: consentBanner.title });
  await expect(banner).toBeVisible();
  await expect(async () => {
    const [button, bannerBox] = await Promise.all([chatButton.boundingBox(), banner.boundingBox()]);
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
  }).toPass();
  const shiftsSince = await page.evaluate(
    (from) => (window as unknown as { layoutShifts: number[] }).layoutShifts.slice(from),
    shiftsSoFar,
  );
  expect(shiftsSince.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
