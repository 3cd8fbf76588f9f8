/**
 * Main-thread CPU of pages, the quick and steady way (issue 32, docs/decisions/0011): each page of
 * BENCH_PAGES (default `/`, `/services`, `/about`, `/contact`) loaded BENCH_CPU_ROUNDS times
 * (default 10) in Debian's Chromium, in the phone viewport Lighthouse's mobile run emulates
 * (412 × 823 at 1.75×, touch) but without throttling, each time in a fresh browser context. What is
 * read is the renderer main thread's own CPU time (Chrome's `ThreadTime` metric) from before the
 * navigation until 2.5 s after the load event, so a page's glide to its section and what wakes
 * after it are in.
 *
 * Each round loads the plain reference page (`lib/reference-page.ts`) and every page, and, for a
 * page that glides to a section, the reference page gliding as far: a page's CPU is reported over
 * the reference's and over the gliding reference's, medians of the same rounds. BENCH_BLOCK (a
 * regular expression over script paths, e.g. `about-statistics|hero-carousel`) adds each page with
 * those scripts refused, so what one piece costs reads as the difference (an island whose script
 * fails stays as the server rendered it).
 *
 * Why beside Lighthouse: Lighthouse's main-thread figure is wall time, and on two shared cores the
 * same page's runs spread by 1.3× and the reference's by 2×; CPU time read over ten rounds
 * spreads far less, and a round takes seconds. Informational: it writes no results file; the bars
 * stay Lighthouse's (`pages-lighthouse.ts`).
 */
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromePath, chromiumFlags } from '#tests/support/chromium.js';
import { startServer } from '#tests/support/server-process.js';
import { glidingReferencePagePath, referencePagePath, writeReferencePage } from './lib/reference-page.js';
import { median, percentile, round } from './lib/results.js';

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
const pages = (process.env.BENCH_PAGES ?? '/,/services,/about,/contact')
  .split(',')
  .map((page) => page.trim());
const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 10);
const blockedScripts = process.env.BENCH_BLOCK ? new RegExp(process.env.BENCH_BLOCK) : undefined;
/** Long enough after the load event for the longest glide (about 1.2 s) and what wakes after it. */
const settleMs = 2500;

/** The phone Lighthouse's mobile run emulates (412 × 823 at 1.75×), as the Lighthouse bench sees the pages. */
const lighthousePhone = screenEmulationMetrics.mobile;

type Load = { path: string; blockScripts?: RegExp };

/** The renderer main thread's CPU milliseconds for one load of `load`, and where it ended scrolled to. */
async function measure(browser: Browser, origin: string, load: Load) {
  const { width, height, deviceScaleFactor } = lighthousePhone;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const { blockScripts } = load;
    if (blockScripts) {
      await page.route(
        (url) => url.pathname.endsWith('.js') && blockScripts.test(url.pathname),
        (route) => route.abort(),
      );
    }
    const devtools = await context.newCDPSession(page);
    await devtools.send('Performance.enable', { timeDomain: 'threadTicks' });
    const threadSeconds = async () =>
      (await devtools.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')
        ?.value ?? Number.NaN;
    const before = await threadSeconds();
    await page.goto(origin + load.path, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const cpuMs = ((await threadSeconds()) - before) * 1000;
    // A string, run in the page: the bench is typed for Node, without the DOM's names.
    const scrolledTo = await page.evaluate<number>('Math.round(window.scrollY)');
    return { cpuMs, scrolledTo };
  } finally {
    await context.close();
  }
}

const removeReferencePages = writeReferencePage(clientDirectory);
const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromePath,
  args: chromiumFlags,
});
try {
  // Where each page's own glide ends, so its gliding reference glides as far.
  const glideOf = new Map<string, number>();
  for (const pagePath of pages) {
    const { scrolledTo } = await measure(browser, server.url, { path: pagePath });
    if (scrolledTo > 0) glideOf.set(pagePath, scrolledTo);
  }
  const loads = new Map<string, Load>([[referencePagePath, { path: referencePagePath }]]);
  for (const pagePath of pages) {
    loads.set(pagePath, { path: pagePath });
    const glide = glideOf.get(pagePath);
    if (glide) loads.set(`gliding ${glide} px`, { path: `${glidingReferencePagePath}?to=${glide}` });
    if (blockedScripts)
      loads.set(`${pagePath} without ${blockedScripts.source}`, {
        path: pagePath,
        blockScripts: blockedScripts,
      });
  }
  const cpu = new Map<string, number[]>([...loads.keys()].map((name) => [name, []]));
  for (let pass = 0; pass < rounds; pass++) {
    for (const [name, load] of loads) cpu.get(name)?.push((await measure(browser, server.url, load)).cpuMs);
  }

  const referenceMs = median(cpu.get(referencePagePath) ?? []);
  const line = (name: string, runs: number[], comparisons: string[]) =>
    console.log(
      `${name}: ${round(median(runs))} ms CPU (median of ${runs.length}; quartiles ${round(percentile(runs, 25))}–${round(percentile(runs, 75))})${comparisons.length ? `, ${comparisons.join(', ')}` : ''}`,
    );
  console.log(
    `Main-thread CPU from navigation to ${settleMs} ms after load, ${rounds} rounds (${server.url})`,
  );
  line(referencePagePath, cpu.get(referencePagePath) ?? [], []);
  for (const [name, runs] of cpu) {
    if (name === referencePagePath) continue;
    const comparisons = [`${round(median(runs) / referenceMs)}× the reference`];
    const glide = glideOf.get(name);
    const gliding = glide ? cpu.get(`gliding ${glide} px`) : undefined;
    if (gliding) comparisons.push(`${round(median(runs) / median(gliding))}× the reference gliding as far`);
    line(name, runs, comparisons);
  }
} finally {
  await browser.close();
  await server.stop();
  removeReferencePages();
}
