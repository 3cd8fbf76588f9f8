import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureFirstOwner } from '#server/services/admin/ensure-first-owner.js';
import { postVisitor, visitBody } from '#tests/integration/tracking/tracking-requests.js';
import { ANSWER_DEADLINE_MS, eventually } from '#tests/support/deadlines.js';
import { startOwnRedis } from '#tests/support/test-redis.js';
import { saveOn, startTwoInstances, type TwoInstances } from '#tests/support/two-instances.js';

const password = 'the-right-admin-password';
const hasRedisServer = Boolean(process.env.TEST_REDIS_URL);

const login = (app: FastifyInstance, attempt: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { password: attempt },
    remoteAddress: '203.0.113.7',
  });

// A Redis of the test's own, since it is stopped on purpose; it runs where the shared one does.
describe.skipIf(!hasRedisServer)('Redis stopped under two instances', { timeout: 120_000 }, () => {
  let instances: TwoInstances | undefined;
  let redis: Awaited<ReturnType<typeof startOwnRedis>> | undefined;
  afterEach(async () => {
    await instances?.close();
    await redis?.stop();
  });

  it('keeps pages and tracking answering, answers sign-in 503 with a clear message, and heals', async () => {
    redis = await startOwnRedis();
    instances = await startTwoInstances('sqlite', { REDIS_URL: redis.url });
    const { a, b, database } = instances;
    await ensureFirstOwner(database.db, { password, email: undefined });
    expect((await login(a, password)).statusCode).toBe(200);

    await redis.stop();
    for (const app of [a, b]) {
      const startedAt = performance.now();
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await postVisitor(app, visitBody())).statusCode).toBe(200);
      const refused = await login(app, password);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(
        'Sign-in is unavailable for a moment because the lockout service cannot be reached. Please try again shortly.',
      );
      // Nothing waits for the missing Redis to come back (it stays away until started below).
      expect(performance.now() - startedAt).toBeLessThan(ANSWER_DEADLINE_MS);
    }

    await redis.start();
    for (const app of [a, b]) await eventually(async () => (await login(app, password)).statusCode === 200);
    // The lockout counts are shared again.
    for (const app of [a, b, a, b, a]) expect((await login(app, 'wrong')).statusCode).toBe(401);
    expect((await login(b, password)).statusCode).toBe(429);
  });

  it('a hung Redis (stopped, connections open) slows nothing and never counts the right password', async () => {
    redis = await startOwnRedis();
    instances = await startTwoInstances('sqlite', { REDIS_URL: redis.url });
    const { a, b, database } = instances;
    await ensureFirstOwner(database.db, { password, email: undefined });
    expect((await login(a, password)).statusCode).toBe(200);

    redis.pause();
    // The right password while Redis hangs, first before the hang is noticed: refused, as nothing
    // can be judged, and never counted.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      for (const app of [a, b]) expect((await login(app, password)).statusCode).toBe(503);
    }
    const startedAt = performance.now();
    for (let round = 0; round < 10; round += 1) {
      for (const app of [a, b]) {
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        expect((await postVisitor(app, visitBody())).statusCode).toBe(200);
      }
    }
    // Forty rate-limited requests: waiting a command timeout of a second each would take 40 s.
    expect(performance.now() - startedAt).toBeLessThan(ANSWER_DEADLINE_MS);

    redis.resume();
    // Eight attempts during the hang, counted once Redis ran them, would have locked it out (429).
    for (const app of [a, b]) {
      await eventually(async () => {
        const answer = await login(app, password);
        expect(answer.statusCode).not.toBe(429);
        return answer.statusCode === 200;
      });
    }
    // Only real failures count: four wrong passwords still leave the right one accepted.
    for (const app of [a, b, a, b]) expect((await login(app, 'wrong')).statusCode).toBe(401);
    expect((await login(b, password)).statusCode).toBe(200);
  });

  it('brings a save on one instance to the other while Redis is away', async () => {
    redis = await startOwnRedis();
    instances = await startTwoInstances('sqlite', { REDIS_URL: redis.url });
    const { a, b } = instances;
    // Through Redis first.
    const first = await saveOn(a);
    await eventually(async () => (await b.siteContent.published()).version === first);

    await redis.stop();
    // From the database, while the channel is down.
    const second = await saveOn(a);
    expect(second).not.toBe(first);
    await eventually(async () => (await b.siteContent.published()).version === second);
  });
});
