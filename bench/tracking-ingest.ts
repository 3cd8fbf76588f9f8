/**
 * Tracking ingest: POST /api/tracking/visitor with varied realistic bodies, 50 connections for
 * 20 s, against the production build on SQLite (and on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set), compared in the same run with a minimal Fastify route (the ceiling
 * of this machine). Then a second phase sends a fixed number of visits and waits for every answer:
 * the rows it added must equal the visits accepted (a timed run cuts off its last requests).
 * BENCH_DURATION_SECONDS shortens it (1 s makes a quick check that the script still works).
 */
import { spawn } from 'node:child_process';
import { freePort } from '#tests/support/free-port.js';
import { startServer } from '#tests/support/server-process.js';
import { benchPostgresUrl, createScratchPostgresDatabase, selectNumber } from './lib/bench-databases.js';
import { runLoad } from './lib/load.js';
import { realisticVisitBody } from './lib/realistic-visits.js';
import { type Figure, recordResults } from './lib/results.js';

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 20);
const connections = 50;

async function measureCeiling() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/ceiling-server.ts', String(port)], {
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/ceiling`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(url, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const result = await runLoad({
    url,
    connections,
    durationSeconds,
    method: 'POST',
    body: realisticVisitBody,
  });
  child.kill('SIGTERM');
  return result;
}

async function measureIngest(engine: 'sqlite' | 'postgres') {
  const postgres =
    engine === 'postgres' ? await createScratchPostgresDatabase(benchPostgresUrl!, 'bench') : undefined;
  const server = await startServer({ databaseUrl: postgres?.url });
  let peakMemoryMb = server.residentMemoryMb();
  const memorySampler = setInterval(() => {
    peakMemoryMb = Math.max(peakMemoryMb, server.residentMemoryMb());
  }, 250);
  const result = await runLoad({
    url: `${server.url}/api/tracking/visitor`,
    connections,
    durationSeconds,
    method: 'POST',
    body: realisticVisitBody,
  });
  clearInterval(memorySampler);

  const countRows = () =>
    selectNumber('select count(*) as n from visitors', {
      dataDir: server.dataDir,
      databaseUrl: postgres?.url,
    });
  // Let the requests cut off at the end of the timed run finish before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rowsBefore = await countRows();
  const exact = await runLoad({
    url: `${server.url}/api/tracking/visitor`,
    connections,
    amount: Number(process.env.BENCH_EXACT_VISITS ?? 10_000),
    method: 'POST',
    body: realisticVisitBody,
  });
  const rowsAdded = (await countRows()) - rowsBefore;

  await server.stop();
  await postgres?.drop();
  return {
    ...result,
    peakMemoryMb,
    exactPhase: { accepted: exact.accepted, errors: exact.errors, rowsAdded },
  };
}

const ceiling = await measureCeiling();
const sqlite = await measureIngest('sqlite');
const figures: Figure[] = [
  {
    figure: 'ceiling route (minimal Fastify)',
    target: 'reference',
    value: ceiling.requestsPerSecond,
    unit: 'req/s',
  },
  {
    figure: 'SQLite accepted visits per second',
    target: '≥ 5000 and ≥ 50% of ceiling',
    value: sqlite.requestsPerSecond,
    unit: 'req/s',
    met: sqlite.requestsPerSecond >= 5000 && sqlite.requestsPerSecond >= 0.5 * ceiling.requestsPerSecond,
  },
  {
    figure: 'SQLite share of ceiling',
    target: '≥ 50%',
    value: (100 * sqlite.requestsPerSecond) / ceiling.requestsPerSecond,
    unit: '%',
    met: sqlite.requestsPerSecond >= 0.5 * ceiling.requestsPerSecond,
  },
  {
    figure: 'SQLite p99 latency vs ceiling p99',
    target: '≤ 2.5×',
    value: sqlite.latencyP99Ms / Math.max(ceiling.latencyP99Ms, 1),
    unit: '×',
    met: sqlite.latencyP99Ms <= 2.5 * Math.max(ceiling.latencyP99Ms, 1),
  },
  {
    figure: 'SQLite errors',
    target: '0',
    value: sqlite.errors + sqlite.exactPhase.errors,
    unit: '',
    met: sqlite.errors + sqlite.exactPhase.errors === 0,
  },
  {
    figure: 'SQLite stored rows minus accepted (fixed-count phase)',
    target: '0',
    value: sqlite.exactPhase.rowsAdded - sqlite.exactPhase.accepted,
    unit: 'rows',
    met: sqlite.exactPhase.rowsAdded === sqlite.exactPhase.accepted,
  },
  {
    figure: 'server resident memory under ingest (peak)',
    target: '≤ 300 MB',
    value: sqlite.peakMemoryMb,
    unit: 'MB',
    met: sqlite.peakMemoryMb <= 300,
  },
];
const details: Record<string, unknown> = { durationSeconds, connections, ceiling, sqlite };

if (benchPostgresUrl) {
  const postgres = await measureIngest('postgres');
  details.postgres = postgres;
  figures.push(
    {
      figure: 'PostgreSQL accepted visits per second',
      target: '≥ 3000',
      value: postgres.requestsPerSecond,
      unit: 'req/s',
      met: postgres.requestsPerSecond >= 3000,
    },
    {
      figure: 'PostgreSQL errors',
      target: '0',
      value: postgres.errors + postgres.exactPhase.errors,
      unit: '',
      met: postgres.errors + postgres.exactPhase.errors === 0,
    },
    {
      figure: 'PostgreSQL stored rows minus accepted (fixed-count phase)',
      target: '0',
      value: postgres.exactPhase.rowsAdded - postgres.exactPhase.accepted,
      unit: 'rows',
      met: postgres.exactPhase.rowsAdded === postgres.exactPhase.accepted,
    },
  );
}

recordResults('tracking-ingest', figures, details);
