import { expect, test } from '@playwright/test';
import { testRedisUrl } from '#tests/support/test-redis.js';
import { requestKinds } from './support/crash-workload.js';
import { runInstanceFailover } from './support/instance-failover.js';

/**
 * Two server processes of one deployment, on one PostgreSQL and one Redis, under visits, chats,
 * applications and enquiries sent to both (every enquiry answered 2xx stored once, issue 27); A killed with SIGKILL mid-load while B keeps serving, then
 * started again on its port. (bench/instance-failover.ts runs the same at a larger load.)
 * Playwright, though no browser is driven: it needs the production build, as it runs in production,
 * and `npm test` builds only after the vitest suites have passed; the end-to-end suite is the one
 * that runs against the build (a second build, or a third suite, would cost more than it tells).
 */

/** Two starts at once, a restart and the load: a few seconds each, many more on a busy machine. */
const TIMEOUT_MS = 90_000;

test('instance failover: SIGKILL of A under load loses no 2xx-answered write, and A rejoins', async () => {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  // Two instances need the shared engines, as the multi-instance integration tests do; .ci/run
  // sets both. One instance on its own is crash-recovery.spec.ts, which runs everywhere.
  test.skip(!postgresUrl || !testRedisUrl, 'TEST_DATABASE_URL and TEST_REDIS_URL are not both set');
  test.setTimeout(TIMEOUT_MS);

  const report = await runInstanceFailover(
    { clientsPerInstance: 4, answersBeforeKill: 5, answersWhileADown: 5, answersAfterRejoin: 3 },
    { postgresUrl: postgresUrl as string, redisUrl: testRedisUrl as string },
  );

  expect(report.mismatches).toEqual([]);
  expect(report.resumesNotAsSent).toEqual([]);
  expect(report.integrityProblems).toEqual([]);
  // A's port is closed while it is down: a request there gets no answer at all, never a 2xx.
  expect(report.whileDown).toEqual({
    sent: requestKinds.length,
    errorCodes: requestKinds.map(() => 'ECONNREFUSED'),
    acknowledged: 0,
  });
  // Both served writes: A before it was killed and after it rejoined (at least 5 kinds × (5 + 3)).
  expect(report.acknowledgedByA).toBeGreaterThanOrEqual(requestKinds.length * 8);
  expect(report.acknowledgedByB).toBeGreaterThanOrEqual(requestKinds.length * 10);

  test.info().annotations.push({
    type: 'failover',
    description:
      `${report.sent} requests sent; acknowledged by A ${report.acknowledgedByA}, by B ` +
      `${report.acknowledgedByB}; failed ${report.failed}; acknowledged but lost ` +
      `${report.acknowledgedButLost}, stored twice ${report.storedTwice}; A healthy again after ` +
      `${Math.round(report.rejoin.healthyMs)} ms, first write after ${Math.round(report.rejoin.firstWriteMs)} ms`,
  });
});
