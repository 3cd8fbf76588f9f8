/**
 * Where a page's main-thread time goes: one Lighthouse run (mobile defaults, as
 * `pages-lighthouse.ts`) per page of BENCH_PAGES (default `/`, `/careers`, `/brands/hp`, `/retail`)
 * and of the plain reference page, each page's Chromium trace cut into tasks by Lighthouse's own
 * trace model, and a summary printed: time by kind (style and layout, script, paint...), by script
 * URL, the trace events that cost the most of their own time, the CPU of the busiest threads (the
 * main thread shares the cores with them), the longest tasks with what filled them, and the style
 * and layout that scripts forced. Times are the trace's, as observed (not
 * multiplied by Lighthouse's 4× CPU slowdown); a task over 12.5 ms observed is a long task of Lighthouse's
 * simulated 4× slower phone. BENCH_TRACE_DIR keeps each trace (gzip JSON) for Chrome's
 * performance panel. Informational: it writes no results file.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromePath, headlessChromiumFlags } from '#tests/support/chromium.js';
import { startServer } from '#tests/support/server-process.js';
import { referencePagePath, writeReferencePage } from './lib/reference-page.js';
import { round } from './lib/results.js';

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
const traceDirectory = process.env.BENCH_TRACE_DIR;
const pages = [
  referencePagePath,
  ...(process.env.BENCH_PAGES ?? '/,/careers,/brands/hp,/retail').split(',').map((page) => page.trim()),
];
/** An observed task this long is over 50 ms on Lighthouse's simulated phone (4× slower). */
const longTaskMs = 50 / 4;

type TraceEvent = {
  name: string;
  /** Thread (CPU) time in microseconds: what the task cost without the time the OS gave to others. */
  tdur?: number;
  args?: { data?: { url?: string; functionName?: string } };
};

/** A task's CPU time in ms, or its wall time where the trace has none. */
function cpuMs(task: TaskNode): number {
  const { tdur } = task.event as TraceEvent;
  return tdur === undefined ? task.duration : tdur / 1000;
}

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

function top(totals: Map<string, number>, count: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${key} ${round(ms)}`)
    .join(', ');
}

function shortUrl(url: string | undefined): string {
  if (!url) return '(no script)';
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/-[\w-]{8}\.js$/, '.js');
  } catch {
    return url;
  }
}

function walk(task: TaskNode, visit: (task: TaskNode) => void) {
  visit(task);
  for (const child of task.children) walk(child, visit);
}

/** The events under a task with the most self time, as `name (url) ms`. */
function filling(task: TaskNode, count: number): string {
  const totals = new Map<string, number>();
  walk(task, (node) => {
    const event = node.event as TraceEvent;
    const url = event.args?.data?.url;
    add(totals, url ? `${event.name} ${shortUrl(url)}` : event.name, node.selfTime);
  });
  return top(totals, count);
}

/** Style and layout run inside a script (read of a box, forced before the frame), by the script's URL. */
function forcedStyleAndLayout(tasks: TaskNode[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const task of tasks) {
    if (task.group.id !== 'styleLayout') continue;
    let ancestor = task.parent;
    while (ancestor && ancestor.group.id !== 'scriptEvaluation') ancestor = ancestor.parent;
    if (ancestor) add(totals, shortUrl(task.attributableURLs.at(-1)), task.selfTime);
  }
  return totals;
}

type ThreadEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * CPU time of the busiest threads over the whole trace (each thread's outermost events), as
 * `process / thread ms`. The page's main thread shares the machine's cores with them: with
 * `--disable-gpu` the display compositor (VizCompositorThread) draws every frame in software, and
 * the browser takes Lighthouse's screenshots. So work moved off the main thread can still leave
 * Lighthouse's main-thread figure, which counts wall time, where it was (decision 0011, seventh look).
 */
function cpuByThread(events: ThreadEvent[]): Map<string, number> {
  const processNames = new Map<number, string>();
  const threadNames = new Map<string, string>();
  const byThread = new Map<string, ThreadEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'M' && event.name === 'process_name')
      processNames.set(event.pid, event.args?.name ?? '');
    if (event.ph === 'M' && event.name === 'thread_name') threadNames.set(thread, event.args?.name ?? '');
    if (event.ph !== 'X' || event.dur === undefined) continue;
    const threadEvents = byThread.get(thread) ?? [];
    threadEvents.push(event);
    byThread.set(thread, threadEvents);
  }
  const totals = new Map<string, number>();
  for (const [thread, threadEvents] of byThread) {
    threadEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let outermostEnd = Number.NEGATIVE_INFINITY;
    let cpu = 0;
    for (const event of threadEvents) {
      if (event.ts < outermostEnd) continue;
      outermostEnd = event.ts + (event.dur ?? 0);
      cpu += (event.tdur ?? 0) / 1000;
    }
    const { pid } = threadEvents[0] as ThreadEvent;
    add(totals, `${processNames.get(pid) ?? pid} / ${threadNames.get(thread) ?? thread}`, cpu);
  }
  return totals;
}

function summarise(pagePath: string, trace: { traceEvents: unknown[] }) {
  const processed = TraceProcessor.processTrace(trace as never);
  const navigation = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents as never,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const topLevel = tasks.filter((task) => !task.parent);
  const byKind = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const byEvent = new Map<string, number>();
  for (const task of tasks) {
    add(byKind, task.group.id, task.selfTime);
    add(byUrl, shortUrl(task.attributableURLs.at(-1)), task.selfTime);
    add(byEvent, (task.event as TraceEvent).name, task.selfTime);
  }
  const total = topLevel.reduce((sum, task) => sum + task.duration, 0);
  const totalCpu = topLevel.reduce((sum, task) => sum + cpuMs(task), 0);
  const longByCpu = topLevel.filter((task) => cpuMs(task) > longTaskMs);
  const longTasks = topLevel.filter((task) => task.duration > longTaskMs);
  const blocking = longTasks.reduce((sum, task) => sum + task.duration - longTaskMs, 0);
  console.log(
    `${pagePath}: ${round(total)} ms of tasks in ${topLevel.length} (observed; ${round(totalCpu)} ms CPU), ${longTasks.length} over ${longTaskMs} ms (${longByCpu.length} by CPU time), ${round(blocking)} ms over that; FCP at ${round(navigation.timings.firstContentfulPaint ?? Number.NaN)} ms, load at ${round(navigation.timings.load ?? Number.NaN)} ms`,
  );
  console.log(`  by kind: ${top(byKind, 8)}`);
  console.log(`  by script: ${top(byUrl, 8)}`);
  console.log(`  by event: ${top(byEvent, 10)}`);
  console.log(`  CPU by thread: ${top(cpuByThread(trace.traceEvents as ThreadEvent[]), 5)}`);
  const forced = forcedStyleAndLayout(tasks);
  if (forced.size > 0) console.log(`  style and layout forced by script: ${top(forced, 5)}`);
  console.log('  longest tasks:');
  for (const task of [...topLevel].sort((a, b) => b.duration - a.duration).slice(0, 10)) {
    console.log(
      `    at ${round(task.startTime)} ms, ${round(task.duration)} ms (CPU ${round(cpuMs(task))}): ${filling(task, 5)}`,
    );
  }
}

/**
 * One Lighthouse run of the page with its trace; run again (twice at most) when Lighthouse failed
 * to record the page load (NO_NAVSTART, seen on a busy machine).
 */
async function auditWithTrace(pagePath: string) {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(`${server.url}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const error = runnerResult ? runnerResult.lhr.runtimeError : { code: 'NO_RESULT' };
    if (runnerResult && !error) return runnerResult;
    if (attempt === 3) throw new Error(`${pagePath}: Lighthouse failed (${error?.code})`);
    console.error(`${pagePath}: Lighthouse failed (${error?.code}); running it again`);
  }
}

const removeReferencePage = writeReferencePage(clientDirectory);
const server = await startServer();
const chrome = await launch({
  chromePath,
  chromeFlags: headlessChromiumFlags,
  logLevel: 'error',
});
try {
  for (const pagePath of pages) {
    const { lhr, artifacts } = await auditWithTrace(pagePath);
    console.log(
      `\n== ${pagePath}: performance ${round(100 * (lhr.categories.performance?.score ?? Number.NaN))}, TBT ${round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms, main-thread work ${round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN)} ms (Lighthouse, 4×), CPU benchmark index ${lhr.environment.benchmarkIndex}`,
    );
    const trace = artifacts.Trace as unknown as { traceEvents: unknown[] };
    summarise(pagePath, trace);
    if (traceDirectory) {
      fs.mkdirSync(traceDirectory, { recursive: true });
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
      fs.writeFileSync(path.join(traceDirectory, `${name}.json.gz`), zlib.gzipSync(JSON.stringify(trace)));
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  removeReferencePage();
}
