import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobOpenings } from '#content/samples/index.js';
import { ensureFirstOwner } from '#server/services/admin/ensure-first-owner.js';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '#server/services/careers/application-mailer.js';
import { daysBefore, insertRecordsAt, remainingLabels } from '#tests/integration/data-care/retention-rows.js';
import { eventually } from '#tests/support/deadlines.js';
import { applicationFormData } from '#tests/support/job-application.js';
import { startSmtpTestServer } from '#tests/support/smtp-test-server.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { redisTestSettings, testRedisUrl } from '#tests/support/test-redis.js';
import { saveOn, startTwoInstances, type TwoInstances } from '#tests/support/two-instances.js';

const password = 'the-right-admin-password';

const login = (app: FastifyInstance, body: { password: string }, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });

/** The retention purge asked of both instances at the same moment: one runs it, the other skips. */
async function purgeOnBoth(instances: TwoInstances) {
  const { a, b, database } = instances;
  const now = new Date();
  await insertRecordsAt(database.db, daysBefore(now, 400), 'expired');
  await insertRecordsAt(database.db, daysBefore(now, 1), 'recent');
  const logs = [a, b].map((app) => vi.spyOn(app.log, 'info'));
  await Promise.all([a.jobs.run('retention-purge'), b.jobs.run('retention-purge')]);

  const purgeMessages = logs.flatMap((log) =>
    log.mock.calls
      .filter(([fields]) => (fields as { job?: string }).job === 'retention-purge')
      .map(([, message]) => message),
  );
  expect(purgeMessages.sort()).toEqual([
    'scheduled job done',
    'scheduled job skipped: another server is running it',
  ]);
  expect(await remainingLabels(database.db)).toEqual({
    visitors: ['recent'],
    pageViews: ['recent'],
    chats: ['recent'],
    applications: ['expired', 'recent'],
  });
}

describe.each(databaseEngines)('two instances on %s and one Redis', { timeout: 60_000 }, (engine) => {
  let instances: TwoInstances | undefined;
  let redis: ReturnType<typeof redisTestSettings> | undefined;
  afterEach(async () => {
    await instances?.close();
    await redis?.clear();
    instances = undefined;
  });

  const start = async (environment: Record<string, string> = {}) => {
    if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
    redis = redisTestSettings(testRedisUrl);
    instances = await startTwoInstances(engine, { ...redis.environment, ...environment });
    return instances;
  };

  it.skipIf(!testRedisUrl)('locks out an address after 5 wrong passwords spread over both', async () => {
    const { a, b, database } = await start();
    await ensureFirstOwner(database.db, { password, email: undefined });
    for (const app of [a, b, a, b, a]) expect((await login(app, { password: 'wrong' })).statusCode).toBe(401);
    for (const app of [a, b]) {
      const refused = await login(app, { password });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many failed sign-in attempts/);
    }
    expect((await login(b, { password }, '198.51.100.9')).statusCode).toBe(200);
  });

  it.skipIf(!testRedisUrl)("counts a public endpoint's rate limit over both together", async () => {
    const { a, b } = await start();
    const health = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.50' });
    // /health allows 120 a minute per client: 60 on each, then the next is refused on either.
    for (let request = 0; request < 60; request++) {
      expect((await health(a)).statusCode).toBe(200);
      expect((await health(b)).statusCode).toBe(200);
    }
    expect((await health(a)).statusCode).toBe(429);
    expect((await health(b)).statusCode).toBe(429);
  });

  it.skipIf(!testRedisUrl)(
    'counts each limit apart: admin calls leave the not-found limit alone',
    async () => {
      const { a, b } = await start();
      const get = (app: FastifyInstance, url: string) =>
        app.inject({ method: 'GET', url, remoteAddress: '203.0.113.51' });
      // The admin scope allows 600 a minute per client, unknown addresses 120: 130 admin calls must
      // leave the not-found limit untouched (limiters without a route once shared one Redis key).
      for (let request = 0; request < 65; request++) {
        expect((await get(a, '/api/content')).statusCode).toBe(401);
        expect((await get(b, '/api/content')).statusCode).toBe(401);
      }
      expect((await get(a, '/api/no-such-endpoint')).statusCode).toBe(404);
      expect((await get(b, '/api/no-such-endpoint')).statusCode).toBe(404);
    },
  );

  it.skipIf(!testRedisUrl)('shows a content save on one on the other (Redis pub/sub)', async () => {
    const { a, b } = await start();
    const saved = await saveOn(a);
    // No instance polls the database: without the message, b would show the old content for good.
    await eventually(async () => (await b.siteContent.published()).version === saved);
  });

  // PostgreSQL only: two SQLite connections in one process block each other (better-sqlite3 waits
  // for a lock synchronously, stopping the event loop the holder needs). On SQLite the same rule
  // holds across two real processes: careers/duplicate-applications.test.ts.
  it.skipIf(!testRedisUrl || engine === 'sqlite')(
    'accepts exactly one of ten identical applications split over both',
    async () => {
      const { a, b, database } = await start();
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 === 0 ? a : b)
            .inject({
              method: 'POST',
              url: '/api/careers/apply',
              payload: applicationFormData(),
              remoteAddress: `198.51.100.${index + 1}`,
            })
            .then((response) => response.statusCode),
        ),
      );
      expect(statuses.sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      expect(await database.db.selectFrom('job_applications').select('id').execute()).toHaveLength(1);
    },
  );

  it.skipIf(!testRedisUrl)(
    `sends one address ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations in all for 4 applications spread over both`,
    async () => {
      const smtp = await startSmtpTestServer();
      try {
        const { a, b } = await start({ SMTP_URL: smtp.url, HR_EMAIL: 'hr@example.com' });
        // Four openings, as one address may apply to each opening once a day.
        const openings = jobOpenings.slice(0, 4);
        expect(openings).toHaveLength(4);
        for (const [index, opening] of openings.entries()) {
          const form = applicationFormData({
            jobId: opening.id,
            jobTitle: opening.title,
            position: opening.title,
            email: index % 2 === 0 ? 'asha.sen@example.com' : 'Asha.Sen@example.com',
          });
          const app = index % 2 === 0 ? a : b;
          const response = await app.inject({ method: 'POST', url: '/api/careers/apply', payload: form });
          expect(response.statusCode).toBe(201);
        }
        await smtp.waitForMessages(4 + CONFIRMATIONS_PER_ADDRESS_PER_DAY);
        // Closing waits for every e-mail still under way: a fourth confirmation would be in by now.
        await instances?.close();
        instances = undefined;
        const recipients = smtp.messages.map((message) => String(message.to).toLowerCase());
        expect(recipients.filter((to) => to === 'hr@example.com')).toHaveLength(4);
        expect(recipients.filter((to) => to === 'asha.sen@example.com')).toHaveLength(
          CONFIRMATIONS_PER_ADDRESS_PER_DAY,
        );
      } finally {
        await smtp.close();
      }
    },
  );

  it.skipIf(!testRedisUrl)('runs the retention purge started on both at once in one of them', async () => {
    await purgeOnBoth(await start());
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL without Redis',
  { timeout: 60_000 },
  () => {
    let instances: TwoInstances | undefined;
    afterEach(async () => {
      await instances?.close();
      instances = undefined;
    });

    it('shows a content save on one on the other (LISTEN/NOTIFY)', async () => {
      instances = await startTwoInstances('postgres', {});
      const { a, b } = instances;
      const saved = await saveOn(b);
      await eventually(async () => (await a.siteContent.published()).version === saved);
    });

    it('runs the retention purge started on both at once in one of them (advisory lock)', async () => {
      instances = await startTwoInstances('postgres', {});
      await purgeOnBoth(instances);
    });
  },
);
