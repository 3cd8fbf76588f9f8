/**
 * Server start-up: from process start to a healthy /health (target ≤ 1.5 s), median of 5 starts
 * (each on a new data folder), and the idle resident memory after start.
 */

import { startServer } from '#tests/support/server-process.js';
import { percentile, recordResults } from './lib/results.js';

const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const startups: number[] = [];
const idleMemory: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const server = await startServer();
  startups.push(server.startupMs);
  idleMemory.push(server.residentMemoryMb());
  await server.stop();
}

const medianStartup = percentile(startups, 50);
recordResults(
  'server-startup',
  [
    {
      figure: 'start to healthy /health (median)',
      target: '≤ 1500 ms',
      value: medianStartup,
      unit: 'ms',
      met: medianStartup <= 1500,
    },
    {
      figure: 'idle resident memory (median)',
      target: 'informational',
      value: percentile(idleMemory, 50),
      unit: 'MB',
    },
  ],
  { startupsMs: startups },
);
