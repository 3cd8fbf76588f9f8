/**
 * Pages: Lighthouse (mobile defaults, simulated throttling) in Debian's Chromium on every public
 * route of the production build, one after the other, each page three times (BENCH_LIGHTHOUSE_RUNS)
 * with the median of each figure kept: the four category scores, and LCP, TBT and CLS as
 * Lighthouse simulates them. Also the JavaScript of the first view of / (gzip sizes of the scripts
 * it loads, target ≤ 110 KB with React) and whether any public page loads admin, chart (recharts)
 * or markdown (react-markdown) code. The routes come from the served sitemap: the
 * indexable pages plus /retail-partners. BENCH_PAGES (comma-separated paths) limits the list;
 * CHROME_PATH names another Chromium.
 *
 * A plain reference page (text only, no script: `lib/reference-page.ts`) is audited in the same
 * Chrome session just before each run of each page, and each page's total blocking time and
 * main-thread work (medians) are reported beside the reference's runs made with it: on a busy or
 * slow machine the reference rises too, so the ratio says what the page itself costs. Each page's main-thread time
 * by kind (script, style and layout, paint...), its scripts' boot-up time and its longest tasks go
 * into the JSON, to find where the time goes without a rerun.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { adminSourceFolders } from '#scripts/admin-folders.js';
import { chromePath, headlessChromiumFlags } from '#tests/support/chromium.js';
import { sitemapPaths, startServer } from '#tests/support/server-process.js';
import { referencePagePath, writeReferencePage } from './lib/reference-page.js';
import { type Figure, median, recordResults, round } from './lib/results.js';

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const scoreTargets: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const metricAudits = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  mainThreadMs: 'mainthread-work-breakdown',
  bootupMs: 'bootup-time',
} as const;
type Metric = keyof typeof metricAudits;
const metricTargets: Record<Exclude<Metric, 'mainThreadMs' | 'bootupMs'>, number> = {
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0,
};
/** Main-thread work of a page at most this many times the reference page's in the same run. */
const mainThreadTimesReferenceTarget = 3;
const firstViewJavaScriptTargetKb = 110;
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type ScriptLoad = { url: string; chunk: string; transferBytes: number; gzipBytes: number };
type PageResult = {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits that cost points in accessibility, best practices or SEO. */
  failedAudits: string[];
  failedAuditItems: Record<string, unknown[]>;
  scripts: ScriptLoad[];
  /** Chunks of admin, chart or markdown code this page loaded. */
  forbiddenChunks: string[];
  runWarnings: string[];
  timeSpent: TimeSpent;
  /** Each run's main-thread work, once a page's runs are combined: the spread the median hides. */
  mainThreadMsRuns?: number[];
};

/** Where a page's main-thread time went, in milliseconds as Lighthouse reports them (with its CPU slowdown). */
type TimeSpent = {
  byKind: Record<string, number>;
  scripts: { url: string; totalMs: number; scriptingMs: number }[];
  longTasks: { url: string; startMs: number; durationMs: number }[];
};

function tableItems(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details && Array.isArray(details.items)
    ? (details.items as Record<string, unknown>[])
    : [];
}

function number(value: unknown): number {
  return round(typeof value === 'number' ? value : 0);
}

/** The first `count` rows of an audit's table: the URL and the named numeric columns, renamed. */
function topRows<Key extends string>(
  lhr: Result,
  audit: string,
  count: number,
  columns: Record<Key, string>,
) {
  return tableItems(lhr, audit)
    .slice(0, count)
    .map(
      (item) =>
        ({
          url: String(item.url),
          ...Object.fromEntries(
            Object.entries(columns).map(([key, column]) => [key, number(item[column as string])]),
          ),
        }) as { url: string } & Record<Key, number>,
    );
}

function timeSpent(lhr: Result): TimeSpent {
  return {
    byKind: Object.fromEntries(
      tableItems(lhr, 'mainthread-work-breakdown').map((item) => [String(item.group), number(item.duration)]),
    ),
    scripts: topRows(lhr, 'bootup-time', 6, { totalMs: 'total', scriptingMs: 'scripting' }),
    longTasks: topRows(lhr, 'long-tasks', 8, { startMs: 'startTime', durationMs: 'duration' }),
  };
}

/** The indexable pages (the sitemap's) and the distribution page under its second name, or BENCH_PAGES. */
async function publicPaths(serverUrl: string): Promise<string[]> {
  const paths = [...(await sitemapPaths(serverUrl)), '/retail-partners'];
  const wanted = process.env.BENCH_PAGES?.split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (!wanted) return paths;
  const unknown = wanted.filter((page) => !paths.includes(page));
  if (unknown.length > 0)
    throw new Error(`BENCH_PAGES names routes that are not public: ${unknown.join(', ')}`);
  return wanted;
}

/**
 * File names (without extension) of the admin modules (the shared admin code, the admin-* features
 * and the screens) that no other
 * module of the web app shares: Vite names a lazily loaded chunk after its entry module, so a chunk
 * with one of these names is admin code.
 */
function adminModuleNames(): Set<string> {
  const moduleName = (file: string) => path.basename(file).replace(/\.[^.]+$/, '');
  const adminFolders = adminSourceFolders('src/web');
  const allFiles = fs
    .readdirSync('src/web', { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile());
  const inAdmin = (entry: fs.Dirent) =>
    adminFolders.some((folder) => path.resolve(entry.parentPath).startsWith(folder));
  const elsewhere = new Set(
    allFiles.filter((entry) => !inAdmin(entry)).map((entry) => moduleName(entry.name)),
  );
  return new Set(
    allFiles
      .filter(inAdmin)
      .map((entry) => moduleName(entry.name))
      .filter((name) => !elsewhere.has(name)),
  );
}

/** `/assets/home-page-DHj3rjP2.js` → `home-page` (Vite appends an 8-character hash). */
function chunkName(url: string): string {
  return path.basename(new URL(url).pathname).replace(/-[\w-]{8}\.js$/, '');
}

/** The built file behind a script URL of the site, or undefined for anything else. */
function builtFile(url: string, siteUrl: string): string | undefined {
  if (!url.startsWith(siteUrl)) return undefined;
  const file = path.join(clientDirectory, new URL(url).pathname);
  return file.startsWith(clientDirectory) && fs.existsSync(file) ? file : undefined;
}

/** Why a loaded chunk is code a public page must not load, or undefined when it is not. */
function forbiddenReason(script: ScriptLoad, source: string, adminNames: Set<string>): string | undefined {
  if (adminNames.has(script.chunk)) return 'admin';
  // Class names every recharts chart renders, and react-markdown's own option names.
  if (source.includes('recharts-')) return 'recharts';
  if (source.includes('remarkPlugins')) return 'react-markdown';
  return undefined;
}

type NetworkRequestItem = {
  url: string;
  mimeType?: string;
  resourceType?: string;
  transferSize?: number;
  /** Milliseconds from the start of the navigation. */
  rendererStartTime?: number;
};

function networkRequests(lhr: Result): NetworkRequestItem[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items as NetworkRequestItem[];
}

/** When the page's load event fired, in milliseconds from the start of the navigation. */
function observedLoadMs(lhr: Result): number {
  const details = lhr.audits.metrics?.details;
  if (details?.type !== 'debugdata') return Number.POSITIVE_INFINITY;
  const timings = (details.items as { observedLoad?: number }[] | undefined)?.[0];
  return timings?.observedLoad ?? Number.POSITIVE_INFINITY;
}

function isScript(request: NetworkRequestItem): boolean {
  return (
    request.resourceType === 'Script' ||
    (request.mimeType ?? '').includes('javascript') ||
    new URL(request.url).pathname.endsWith('.js')
  );
}

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, NO_FCP) and asks to be
 * run again: a page gets two more runs before it counts as failed.
 */
async function auditPageWithRetry(pagePath: string, siteUrl: string, port: number, adminNames: Set<string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(pagePath, siteUrl, port, adminNames);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${pagePath}: Lighthouse failed (${String(error)}); running it again`);
    }
  }
}

/**
 * The page audited `runsPerPage` times: the median of each score and metric, the rest (scripts,
 * where the time went) from the run with the median main-thread work.
 */
async function auditPageRuns(
  pagePath: string,
  siteUrl: string,
  port: number,
  adminNames: Set<string>,
  beforeEachRun: () => Promise<unknown> = async () => {},
) {
  const runs: Awaited<ReturnType<typeof auditPage>>[] = [];
  for (let run = 0; run < runsPerPage; run++) {
    await beforeEachRun();
    runs.push(await auditPageWithRetry(pagePath, siteUrl, port, adminNames));
  }
  const [first] = runs;
  if (!first) throw new Error('BENCH_LIGHTHOUSE_RUNS must be at least 1');
  const medianOf = <Key extends string>(pick: (result: PageResult) => Record<Key, number>) =>
    Object.fromEntries(
      Object.keys(pick(first.result)).map((key) => [
        key,
        median(runs.map((run) => pick(run.result)[key as Key])),
      ]),
    ) as Record<Key, number>;
  const byWork = [...runs].sort((a, b) => a.result.metrics.mainThreadMs - b.result.metrics.mainThreadMs);
  const typical = byWork[Math.floor((byWork.length - 1) / 2)] ?? first;
  return {
    result: {
      ...typical.result,
      scores: medianOf((result) => result.scores),
      metrics: medianOf((result) => result.metrics),
      mainThreadMsRuns: runs.map((run) => round(run.result.metrics.mainThreadMs)),
    },
    benchmarkIndex: Math.min(...runs.map((run) => run.benchmarkIndex)),
  };
}

async function auditPage(pagePath: string, siteUrl: string, port: number, adminNames: Set<string>) {
  const runnerResult = await lighthouse(`${siteUrl}${pagePath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const { lhr } = runnerResult;
  if (lhr.runtimeError) throw new Error(`${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const scores = Object.fromEntries(
    categories.map((category) => [category, 100 * (lhr.categories[category]?.score ?? Number.NaN)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([metric, audit]) => [
      metric,
      lhr.audits[audit]?.numericValue ?? Number.NaN,
    ]),
  ) as Record<Metric, number>;
  const failedAudits = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
  // What each failed audit found (the first few items), so the JSON says why without a rerun.
  const failedAuditItems = Object.fromEntries(
    failedAudits.map((failed) => {
      const details = lhr.audits[failed.split(': ')[1]!]?.details;
      const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
      return [failed, items.slice(0, 5)];
    }),
  );

  const scripts: ScriptLoad[] = [];
  const forbiddenChunks: string[] = [];
  const loadMs = observedLoadMs(lhr);
  for (const request of networkRequests(lhr).filter(isScript)) {
    const file = builtFile(request.url, siteUrl);
    const source = file ? fs.readFileSync(file) : undefined;
    const script: ScriptLoad = {
      url: request.url,
      chunk: chunkName(request.url),
      transferBytes: request.transferSize ?? 0,
      gzipBytes: source ? zlib.gzipSync(source, { level: 9 }).length : (request.transferSize ?? 0),
    };
    scripts.push(script);
    const reason = source ? forbiddenReason(script, source.toString('utf8'), adminNames) : undefined;
    // Code fetched once the page has loaded (say, the chat widget when the browser is idle) is still
    // loaded by the page, but the note says so: it costs the first paint nothing.
    const afterLoad = (request.rendererStartTime ?? 0) > loadMs ? ', after the load event' : '';
    if (reason) forbiddenChunks.push(`${script.chunk} (${reason}${afterLoad})`);
  }
  return {
    result: {
      path: pagePath,
      scores,
      metrics,
      failedAudits,
      failedAuditItems,
      scripts,
      forbiddenChunks,
      runWarnings: lhr.runWarnings,
      timeSpent: timeSpent(lhr),
    } satisfies PageResult,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

// The reference page must be in the web root before the server starts (it registers static files then).
const removeReferencePage = writeReferencePage(clientDirectory);
const server = await startServer();
const paths = await publicPaths(server.url);
const adminNames = adminModuleNames();
const chrome = await launch({ chromePath, chromeFlags: headlessChromiumFlags, logLevel: 'error' });
const pages: PageResult[] = [];
const referenceRuns: PageResult[] = [];
const failures: { path: string; error: string }[] = [];
const benchmarkIndexes: number[] = [];

/**
 * The reference page's runs paired with each page's: `referenceRunsOf[path]` are the runs made just
 * before that page's runs, so a page is compared with the reference under the same load (on a
 * machine shared with other work, the load changes from one minute to the next).
 */
const referenceRunsOf: Record<string, PageResult[]> = {};

async function auditReference(forPath: string) {
  const { result, benchmarkIndex } = await auditPageWithRetry(
    referencePagePath,
    server.url,
    chrome.port,
    adminNames,
  );
  referenceRuns.push(result);
  referenceRunsOf[forPath] = [...(referenceRunsOf[forPath] ?? []), result];
  benchmarkIndexes.push(benchmarkIndex);
}

try {
  for (const pagePath of paths) {
    try {
      const { result, benchmarkIndex } = await auditPageRuns(
        pagePath,
        server.url,
        chrome.port,
        adminNames,
        () => auditReference(pagePath),
      );
      pages.push(result);
      benchmarkIndexes.push(benchmarkIndex);
      const scoreText = categories.map((category) => `${category} ${round(result.scores[category])}`);
      const kinds = Object.entries(result.timeSpent.byKind)
        .map(([kind, ms]) => `${kind} ${round(ms)}`)
        .join(', ');
      console.log(
        `${pagePath}: ${scoreText.join(', ')}; LCP ${round(result.metrics.lcpMs)} ms, TBT ${round(result.metrics.tbtMs)} ms, CLS ${round(result.metrics.cls)}, main-thread work ${round(result.metrics.mainThreadMs)} ms (${kinds}), JS boot-up ${round(result.metrics.bootupMs)} ms` +
          (result.failedAudits.length > 0 ? `; failed: ${result.failedAudits.join(', ')}` : '') +
          (result.forbiddenChunks.length > 0 ? `; forbidden code: ${result.forbiddenChunks.join(', ')}` : ''),
      );
    } catch (error) {
      failures.push({ path: pagePath, error: String(error) });
      console.error(`${pagePath}: Lighthouse failed: ${String(error)}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  removeReferencePage();
}

/** The reference page's median figures over all its runs. */
const reference = {
  tbtMs: median(referenceRuns.map((run) => run.metrics.tbtMs)),
  mainThreadMs: median(referenceRuns.map((run) => run.metrics.mainThreadMs)),
  bootupMs: median(referenceRuns.map((run) => run.metrics.bootupMs)),
  performance: median(referenceRuns.map((run) => run.scores.performance)),
};
console.log(
  `\nreference page (median of ${referenceRuns.length} runs): performance ${round(reference.performance)}, TBT ${round(reference.tbtMs)} ms, main-thread work ${round(reference.mainThreadMs)} ms, JS boot-up ${round(reference.bootupMs)} ms`,
);
const relativeToReference = pages.map((page) => {
  const paired = referenceRunsOf[page.path] ?? [];
  const pairedMainThreadMs = median(paired.map((run) => run.metrics.mainThreadMs));
  return {
    path: page.path,
    tbtMs: round(page.metrics.tbtMs),
    referenceTbtMs: round(median(paired.map((run) => run.metrics.tbtMs))),
    mainThreadMs: round(page.metrics.mainThreadMs),
    referenceMainThreadMs: round(pairedMainThreadMs),
    mainThreadTimesReference: round(page.metrics.mainThreadMs / pairedMainThreadMs),
    mainThreadMsRuns: page.mainThreadMsRuns ?? [],
    referenceMainThreadMsRuns: paired.map((run) => round(run.metrics.mainThreadMs)),
  };
});
for (const page of relativeToReference) {
  console.log(
    `  ${page.path}: TBT ${page.tbtMs} ms (reference ${page.referenceTbtMs}), main-thread work ${page.mainThreadMs} ms (reference ${page.referenceMainThreadMs}) = ${page.mainThreadTimesReference}× the reference's; runs ${page.mainThreadMsRuns.join(', ')} (reference ${page.referenceMainThreadMsRuns.join(', ')})`,
  );
}

/** The page with the worst value of a figure, so the table names where a target is missed. */
function worst(value: (page: PageResult) => number, higherIsBetter: boolean) {
  const sorted = [...pages].sort((a, b) => (higherIsBetter ? value(a) - value(b) : value(b) - value(a)));
  const page = sorted[0];
  if (!page) return { value: Number.NaN, path: 'none' };
  const allEqual = pages.every((other) => value(other) === value(page));
  return { value: value(page), path: allEqual && pages.length > 1 ? 'all pages' : page.path };
}

const figures: Figure[] = [
  {
    figure: 'pages audited without a Lighthouse error',
    target: `${paths.length}`,
    value: pages.length,
    unit: 'pages',
    met: failures.length === 0,
  },
];
for (const category of categories) {
  const lowest = worst((page) => page.scores[category], true);
  figures.push({
    figure: `${category} score, lowest page (${lowest.path})`,
    target: `≥ ${scoreTargets[category]}`,
    value: lowest.value,
    unit: '',
    met: lowest.value >= scoreTargets[category],
  });
}
const metricLabels: Record<keyof typeof metricTargets, [string, string]> = {
  lcpMs: ['largest contentful paint (simulated)', 'ms'],
  tbtMs: ['total blocking time (simulated)', 'ms'],
  cls: ['cumulative layout shift', ''],
};
for (const metric of Object.keys(metricTargets) as (keyof typeof metricTargets)[]) {
  const highest = worst((page) => page.metrics[metric], false);
  const [label, unit] = metricLabels[metric];
  figures.push({
    figure: `${label}, worst page (${highest.path})`,
    target: `≤ ${metricTargets[metric]}${unit ? ` ${unit}` : ''}`,
    value: highest.value,
    unit,
    met: highest.value <= metricTargets[metric],
  });
}
const mostWork = [...relativeToReference].sort(
  (a, b) => b.mainThreadTimesReference - a.mainThreadTimesReference,
)[0];
figures.push(
  {
    figure: 'reference page (text, no script): total blocking time (simulated, median)',
    target: 'reference',
    value: reference.tbtMs,
    unit: 'ms',
  },
  {
    figure: 'reference page (text, no script): main-thread work (median)',
    target: 'reference',
    value: reference.mainThreadMs,
    unit: 'ms',
  },
  {
    figure: `main-thread work over the reference page's, worst page (${mostWork?.path ?? 'none'})`,
    target: `≤ ${mainThreadTimesReferenceTarget} ×`,
    value: mostWork?.mainThreadTimesReference ?? Number.NaN,
    unit: '×',
    met: (mostWork?.mainThreadTimesReference ?? Number.POSITIVE_INFINITY) <= mainThreadTimesReferenceTarget,
  },
);

const home = pages.find((page) => page.path === '/');
if (home) {
  const gzipKb = home.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  const transferKb = home.scripts.reduce((sum, script) => sum + script.transferBytes, 0) / 1024;
  figures.push(
    {
      figure: 'JavaScript of the first view of / (gzip)',
      target: `≤ ${firstViewJavaScriptTargetKb} KB`,
      value: gzipKb,
      unit: 'KB',
      met: gzipKb <= firstViewJavaScriptTargetKb,
    },
    {
      figure: 'JavaScript of the first view of / (as transferred)',
      target: 'informational',
      value: transferKb,
      unit: 'KB',
    },
  );
  console.log('\nJavaScript of the first view of /, largest first (gzip / transferred):');
  for (const script of [...home.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${script.chunk}: ${round(script.gzipBytes / 1024)} KB / ${round(script.transferBytes / 1024)} KB`,
    );
  }
}
const pagesWithForbiddenCode = pages.filter((page) => page.forbiddenChunks.length > 0);
figures.push({
  figure: `public pages loading admin, chart or markdown code${pagesWithForbiddenCode.length > 0 ? ` (${pagesWithForbiddenCode.map((page) => page.path).join(', ')})` : ''}`,
  target: '0',
  value: pagesWithForbiddenCode.length,
  unit: 'pages',
  met: pagesWithForbiddenCode.length === 0,
});
if (benchmarkIndexes.length > 0) {
  figures.push({
    figure: 'Lighthouse CPU benchmark index (lowest; lower means a slower or busier machine)',
    target: 'informational',
    value: Math.min(...benchmarkIndexes),
    unit: '',
  });
}

recordResults('pages-lighthouse', figures, {
  chromePath,
  reference: { ...reference, runs: referenceRuns },
  relativeToReference,
  pages,
  failures,
  benchmarkIndexes,
});
if (failures.length > 0) process.exitCode = 1;
