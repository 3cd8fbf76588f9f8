// Helpers for the public-page specs (retail, distribution, activities, logos).
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { consentVersion } from '#content/samples/index.js';
import { CONSENT_STORAGE_KEY, type ConsentRecord } from '#shared/consent.js';

/** Stores a 'necessary only' choice before the page loads, so the consent banner stays away. */
export async function withConsentGiven(page: Page) {
  const record: ConsentRecord = {
    accepted: true,
    preferences: { necessary: true, preferences: false, statistics: false, marketing: false },
    timestamp: new Date().toISOString(),
    version: consentVersion,
  };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    JSON.stringify(record),
  ] as const);
}

/** axe-core's serious and critical findings, one line each (empty when there are none). */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Whether the page is wider than the window (a horizontal scrollbar). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Freezes the page's clock before it loads: timers then fire only when a test runs the clock
 * forward (`page.clock.runFor`).
 */
export async function freezeClock(page: Page) {
  const start = new Date('2025-03-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start.getTime() + 1000);
}

/**
 * Whether `logo` is the shipped logo file at `path` (`/logos/hp.svg`) drawn inline: an `<svg>` with
 * that file's `viewBox` (components/media/shipped-logos.ts).
 */
export async function expectShippedLogo(logo: Locator, path: string) {
  const file = fs.readFileSync(new URL(`../../../src/web/public${path}`, import.meta.url), 'utf8');
  const viewBox = /\bviewBox="([^"]+)"/.exec(file)?.[1];
  expect(viewBox).toBeTruthy();
  expect(await logo.evaluate((element) => element.tagName)).toBe('svg');
  await expect(logo).toHaveAttribute('viewBox', viewBox ?? '');
}

/**
 * Records the page's layout shifts from its start; the function it returns reads them, each as
 * its size and the start of the text of what moved ('0.00432: 1 / 5'), so a failure says what.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const moved = entry.sources.map((source) => source.node?.textContent?.trim().slice(0, 30));
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}
