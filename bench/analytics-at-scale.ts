/**
 * Analytics at scale: a generated dataset of BENCH_VISITS visits (default 1,000,000, 5% bots) over
 * 400 days and BENCH_CHATS chats (default 200,000), then every admin analytics endpoint for the
 * timeframes `all` and `30d`, BENCH_RUNS runs each (default 20), p95 against 100 ms; then the CSV
 * export of every visit, streamed, with the server's resident memory sampled every 100 ms. On
 * SQLite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 *
 * The analytics read closed days from daily roll-ups that the server's close-of-day job makes
 * (src/server/services/analytics/analytics-rollups.ts). The job is run here once over the whole
 * dataset, timed on its own, before the server starts: a one-off backfill, as after the first
 * deploy over a long history, not what an admin waits for day to day.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '#server/config.js';
import { connectDatabase } from '#server/db/database.js';
import { rollUpClosedDays } from '#server/services/analytics/analytics-rollups.js';
import { type DatasetCounts, generateAnalyticsDataset } from '#tests/support/analytics-dataset-generator.js';
import { type RunningServer, startServer } from '#tests/support/server-process.js';
import { signInAsAdmin } from './lib/admin-dashboard.js';
import { benchPostgresUrl, createScratchPostgresDatabase, selectNumber } from './lib/bench-databases.js';
import { type Figure, percentile, recordResults } from './lib/results.js';

const visits = Number(process.env.BENCH_VISITS ?? 1_000_000);
const chats = Number(process.env.BENCH_CHATS ?? 200_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const endpoints = [
  'summary',
  'visitors',
  'chats',
  'locations',
  'timeseries',
  'top-pages',
  'referrers',
  'browsers',
  'devices',
];
const timeframes = ['all', '30d'];
const p95TargetMs = 100;
const memoryGrowthTargetMb = 100;

type EngineResult = {
  generation: DatasetCounts & { seconds: number };
  rollup: { seconds: number; days: number };
  p95Ms: Record<string, number>;
  export: { seconds: number; rows: number; expectedRows: number; memoryGrowthMb: number; status: number };
};

/** The close-of-day job over a database whose closed days were never rolled up. */
/** A database as the server's configuration names one. */
type DatasetTarget = Config['database'];

async function timeRollup(target: DatasetTarget): Promise<EngineResult['rollup']> {
  const connection = connectDatabase(target);
  try {
    const startedAt = performance.now();
    const days = await rollUpClosedDays(connection.db, new Date());
    return { seconds: (performance.now() - startedAt) / 1000, days: days.length };
  } finally {
    await connection.close();
  }
}

async function timeEndpoints(server: RunningServer, token: string): Promise<Record<string, number>> {
  const p95Ms: Record<string, number> = {};
  for (const timeframe of timeframes) {
    for (const endpoint of endpoints) {
      const url = `${server.url}/api/analytics/${endpoint}?timeframe=${timeframe}`;
      const durations: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const startedAt = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        durations.push(performance.now() - startedAt);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }
      p95Ms[`${endpoint} ${timeframe}`] = percentile(durations, 95);
      console.log(`  ${endpoint} ${timeframe}: p95 ${Math.round(percentile(durations, 95))} ms`);
    }
  }
  return p95Ms;
}

/** Streams the whole visitor export, counting its lines while sampling the server's memory. */
async function measureExport(server: RunningServer, token: string, expectedRows: number) {
  const baselineMb = server.residentMemoryMb();
  let peakMb = baselineMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, server.residentMemoryMb());
  }, 100);
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/analytics/export?timeframe=all&dataset=visitors`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  return {
    seconds: (performance.now() - startedAt) / 1000,
    // The first line is the header; every visit is one line (no field of this dataset holds a newline).
    rows: lines - 1,
    expectedRows,
    memoryGrowthMb: peakMb - baselineMb,
    status: response.status,
  };
}

async function measureEngine(engine: 'sqlite' | 'postgres'): Promise<EngineResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
  const generationStartedAt = performance.now();
  const postgres =
    engine === 'postgres'
      ? await createScratchPostgresDatabase(benchPostgresUrl!, 'bench_analytics')
      : undefined;
  const target: DatasetTarget = postgres
    ? { kind: 'postgres', url: postgres.url }
    : { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  const counts = await generateAnalyticsDataset(target, { visits, chats, now: new Date() });
  const generation = { ...counts, seconds: (performance.now() - generationStartedAt) / 1000 };
  console.log(
    `${engine}: generated ${counts.visits} visits (${counts.botVisits} bots), ${counts.pageViews} page views and ${counts.chats} chats in ${Math.round(generation.seconds)} s`,
  );

  const rollup = await timeRollup(target);
  console.log(`  roll-up of every closed day (${rollup.days} days): ${rollup.seconds.toFixed(1)} s`);

  // The dataset spans 400 days; a retention period covering it keeps the server's scheduled purge
  // (a minute after start) from deleting rows in the middle of the measurements.
  const server = await startServer({
    dataDir,
    databaseUrl: postgres?.url,
    environment: { RETENTION_DAYS: '401' },
  });
  try {
    const token = await signInAsAdmin(server.url);
    const p95Ms = await timeEndpoints(server, token);
    // Counted from the database, not the generator, so the check holds whatever the server purged.
    const humanVisits = await selectNumber('select count(*) as n from visitors where is_bot = 0', {
      dataDir: server.dataDir,
      databaseUrl: postgres?.url,
    });
    const exported = await measureExport(server, token, humanVisits);
    console.log(
      `  export: ${exported.rows} rows in ${Math.round(exported.seconds)} s, memory +${Math.round(exported.memoryGrowthMb)} MB`,
    );
    return { generation, rollup, p95Ms, export: exported };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

function engineFigures(label: string, result: EngineResult): Figure[] {
  return [
    {
      figure: `${label} dataset generation (${result.generation.visits} visits, ${result.generation.chats} chats)`,
      target: 'minutes',
      value: result.generation.seconds,
      unit: 's',
    },
    {
      figure: `${label} close-of-day roll-up job over every closed day (${result.rollup.days} days, once)`,
      target: 'seconds',
      value: result.rollup.seconds,
      unit: 's',
    },
    ...Object.entries(result.p95Ms).map(([name, value]) => ({
      figure: `${label} ${name} p95`,
      target: `≤ ${p95TargetMs} ms`,
      value,
      unit: 'ms',
      met: value <= p95TargetMs,
    })),
    {
      figure: `${label} CSV export of all visits: memory growth`,
      target: `< ${memoryGrowthTargetMb} MB`,
      value: result.export.memoryGrowthMb,
      unit: 'MB',
      met: result.export.status === 200 && result.export.memoryGrowthMb < memoryGrowthTargetMb,
    },
    {
      figure: `${label} CSV export rows minus human visits`,
      target: '0',
      value: result.export.rows - result.export.expectedRows,
      unit: 'rows',
      met: result.export.rows === result.export.expectedRows,
    },
  ];
}

const details: Record<string, unknown> = { visits, chats, runs };
const sqlite = await measureEngine('sqlite');
details.sqlite = sqlite;
const figures = engineFigures('SQLite', sqlite);
if (benchPostgresUrl) {
  const postgres = await measureEngine('postgres');
  details.postgres = postgres;
  figures.push(...engineFigures('PostgreSQL', postgres));
}
recordResults('analytics-at-scale', figures, details);
