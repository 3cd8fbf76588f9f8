import { sitemapPaths, startServer } from '#tests/support/server-process.js';
import { dashboardPaths, refreshDashboard, signInAsAdmin } from './lib/admin-dashboard.js';
import { benchPostgresUrl, createScratchPostgresDatabase, selectNumber } from './lib/bench-databases.js';
import { type LoadResult, runLoad } from './lib/load.js';
import { realisticChatBody } from './lib/realistic-chats.js';
import { pick, randomToken, realisticVisitBody } from './lib/realistic-visits.js';
import { type Figure, percentile, recordResults } from './lib/results.js';

const secondsFlag = process.argv.indexOf('--seconds');
const sendForSeconds = Number(
  secondsFlag >= 0 ? process.argv[secondsFlag + 1] : (process.env.BENCH_DURATION_SECONDS ?? 60),
);
if (!(sendForSeconds > 0)) throw new Error('--seconds (or BENCH_DURATION_SECONDS) must be a positive number');

/** Connections per kind of load: a visitor's page load brings a tracking record and a few assets. */
const connections = { visits: 16, chat: 4, pages: 12, assets: 8 };
/** What a browser accepts; the server compresses pages and assets on the fly. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The public pages, as the sitemap lists them (filled when the first server is up). */
let pagePaths: string[] = [];

/** The scripts and styles the home page links to: what a first view downloads. */
async function firstViewAssets(serverUrl: string): Promise<string[]> {
  const html = await (await fetch(`${serverUrl}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  if (assets.length === 0) throw new Error('the home page links to no /assets/ file');
  return [...new Set(assets)];
}

/**
 * A question as the widget sends it once the visitor allowed statistics: each answered exchange
 * is then stored as a row, which the count at the end checks (without consent none is kept).
 */
function consentedChatBody() {
  return { ...realisticChatBody(), sessionId: `chat_${Date.now()}_${randomToken(9)}` };
}

type DashboardResult = { refreshes: number; reads: number; errors: number; refreshMs: number[] };

/** The admin's dashboard, refreshed once a second (or as soon as the last refresh ends) for the run. */
async function readDashboardEverySecond(serverUrl: string, token: string): Promise<DashboardResult> {
  const result: DashboardResult = { refreshes: 0, reads: 0, errors: 0, refreshMs: [] };
  const endAt = performance.now() + sendForSeconds * 1000;
  while (performance.now() < endAt) {
    const startedAt = performance.now();
    const refresh = await refreshDashboard(serverUrl, token);
    result.refreshes += 1;
    result.reads += dashboardPaths.length;
    result.refreshMs.push(refresh.ms);
    result.errors += refresh.failures.length;
    for (const failure of refresh.failures) console.error(`admin read failed: ${failure}`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 1000 - performance.now())));
  }
  return result;
}

type EngineResult = {
  visits: LoadResult;
  chat: LoadResult;
  pages: LoadResult;
  assets: LoadResult;
  dashboard: DashboardResult;
  stored: { visits: number; pageViews: number; chatExchanges: number };
  peakMemoryMb: number;
};

async function measureMixedLoad(engine: 'sqlite' | 'postgres'): Promise<EngineResult> {
  const postgres =
    engine === 'postgres' ? await createScratchPostgresDatabase(benchPostgresUrl!, 'bench_mixed') : undefined;
  const server = await startServer({ databaseUrl: postgres?.url });
  if (pagePaths.length === 0) pagePaths = await sitemapPaths(server.url);
  try {
    const token = await signInAsAdmin(server.url);
    const assetPaths = await firstViewAssets(server.url);
    let peakMemoryMb = server.residentMemoryMb();
    const memorySampler = setInterval(() => {
      peakMemoryMb = Math.max(peakMemoryMb, server.residentMemoryMb());
    }, 250);
    const [visits, chat, pages, assets, dashboard] = await Promise.all([
      runLoad({
        url: `${server.url}/api/tracking/visitor`,
        connections: connections.visits,
        sendForSeconds,
        method: 'POST',
        body: realisticVisitBody,
      }),
      runLoad({
        url: `${server.url}/api/chat`,
        connections: connections.chat,
        sendForSeconds,
        method: 'POST',
        body: consentedChatBody,
        headers: { accept: 'text/event-stream' },
        // A failed answer still has status 200: the stream then ends with an error event.
        verifyBody: (body) => !body.includes('event: error'),
      }),
      runLoad({
        url: server.url,
        connections: connections.pages,
        sendForSeconds,
        path: () => pick(pagePaths),
        headers: browserHeaders,
      }),
      runLoad({
        url: server.url,
        connections: connections.assets,
        sendForSeconds,
        path: () => pick(assetPaths),
        headers: browserHeaders,
      }),
      readDashboardEverySecond(server.url, token),
    ]);
    clearInterval(memorySampler);

    const database = { dataDir: server.dataDir, databaseUrl: postgres?.url };
    const stored = {
      visits: await selectNumber('select count(*) as n from visitors', database),
      pageViews: await selectNumber('select count(*) as n from page_views', database),
      chatExchanges: await selectNumber('select count(*) as n from chats', database),
    };
    console.log(
      `${engine}: visits accepted ${visits.accepted}, stored ${stored.visits} (page views ${stored.pageViews}); chat exchanges accepted ${chat.accepted}, stored ${stored.chatExchanges}`,
    );
    return { visits, chat, pages, assets, dashboard, stored, peakMemoryMb };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

function engineFigures(label: string, result: EngineResult): Figure[] {
  const loads: [string, LoadResult][] = [
    ['visits (POST /api/tracking/visitor)', result.visits],
    ['chat questions (POST /api/chat, streamed)', result.chat],
    [`public pages (${pagePaths.length}, rendered once per revision)`, result.pages],
    ['first-view scripts and styles', result.assets],
  ];
  const { dashboard } = result;
  return [
    ...loads.flatMap(([kind, load]): Figure[] => [
      {
        figure: `${label} ${kind}: requests per second`,
        target: 'informational',
        value: load.requestsPerSecond,
        unit: 'req/s',
      },
      {
        figure: `${label} ${kind}: p99 latency`,
        target: 'informational',
        value: load.latencyP99Ms,
        unit: 'ms',
      },
      {
        figure: `${label} ${kind}: errors`,
        target: '0',
        value: load.errors,
        unit: '',
        met: load.errors === 0,
      },
    ]),
    {
      figure: `${label} admin dashboard: reads per second`,
      target: 'informational',
      value: dashboard.reads / sendForSeconds,
      unit: 'req/s',
    },
    {
      figure: `${label} admin dashboard refresh (${dashboardPaths.length} reads at once): p99`,
      target: 'informational',
      value: percentile(dashboard.refreshMs, 99),
      unit: 'ms',
    },
    {
      figure: `${label} admin dashboard: errors`,
      target: '0',
      value: dashboard.errors,
      unit: '',
      met: dashboard.errors === 0,
    },
    {
      figure: `${label} visits stored minus accepted`,
      target: '0',
      value: result.stored.visits - result.visits.accepted,
      unit: 'rows',
      met: result.stored.visits === result.visits.accepted,
    },
    {
      figure: `${label} chat exchanges stored minus accepted`,
      target: '0',
      value: result.stored.chatExchanges - result.chat.accepted,
      unit: 'chats',
      met: result.stored.chatExchanges === result.chat.accepted,
    },
    {
      figure: `${label} server resident memory (peak)`,
      target: 'informational',
      value: result.peakMemoryMb,
      unit: 'MB',
    },
  ];
}

const sqlite = await measureMixedLoad('sqlite');
const figures = engineFigures('SQLite', sqlite);
const details: Record<string, unknown> = { sendForSeconds, connections, pagePaths, sqlite };
if (benchPostgresUrl) {
  const postgres = await measureMixedLoad('postgres');
  figures.push(...engineFigures('PostgreSQL', postgres));
  details.postgres = postgres;
}
recordResults('mixed-load', figures, details);
