/**
 * Instance failover: two server processes on one PostgreSQL and one Redis under visits, chats and
 * applications sent to both; A killed with SIGKILL mid-load while B keeps serving, then started
 * again on its port. Counts what was sent, acknowledged by each, failed, and acknowledged but lost
 * (target 0) or stored twice (target 0), and how long A takes to rejoin. The same scenario as
 * tests/e2e/instance-failover.spec.ts, at a larger load.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Redis (BENCH_REDIS_URL or
 * TEST_REDIS_URL); without them it says so and records nothing.
 */

import { runInstanceFailover } from '#tests/e2e/support/instance-failover.js';
import { benchPostgresUrl } from './lib/bench-databases.js';
import { recordResults } from './lib/results.js';

const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const load = {
  clientsPerInstance: 8,
  answersBeforeKill: 200,
  answersWhileADown: 200,
  answersAfterRejoin: 100,
};

if (!benchPostgresUrl || !redisUrl) {
  console.log(
    'instance-failover: skipped, it needs TEST_DATABASE_URL and TEST_REDIS_URL (or their BENCH_ forms)',
  );
} else {
  const report = await runInstanceFailover(load, { postgresUrl: benchPostgresUrl, redisUrl });
  const informational = (figure: string, value: number, unit: string) => ({
    figure,
    target: 'informational',
    value,
    unit,
  });
  recordResults(
    'instance-failover',
    [
      informational('requests sent to A and B (A killed once)', report.sent, 'requests'),
      informational(
        'acknowledged (2xx) by A, before the kill and after rejoining',
        report.acknowledgedByA,
        'requests',
      ),
      informational('acknowledged (2xx) by B', report.acknowledgedByB, 'requests'),
      informational(
        'failed without an answer (cut off by the kill, or sent to A while down)',
        report.failed,
        'requests',
      ),
      {
        figure: 'acknowledged but lost',
        target: '0',
        value: report.acknowledgedButLost,
        unit: 'requests',
        met: report.acknowledgedButLost === 0,
      },
      {
        figure: 'stored twice',
        target: '0',
        value: report.storedTwice,
        unit: 'requests',
        met: report.storedTwice === 0,
      },
      informational('A started again: spawn to a healthy /health', report.rejoin.healthyMs, 'ms'),
      informational(
        'A started again: spawn to its first acknowledged write',
        report.rejoin.firstWriteMs,
        'ms',
      ),
    ],
    { load, ...report },
  );
}
