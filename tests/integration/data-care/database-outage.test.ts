import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { connectDatabase, type DatabaseConnection, migrateToLatest } from '#server/db/database.js';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.js';
import { ANSWER_DEADLINE_MS, eventually } from '#tests/support/deadlines.js';
import { runAdminQuery } from '#tests/support/postgres-admin.js';
import { databaseEngines } from '#tests/support/test-database.js';

describe('recognising an unreachable database', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['wrapped', new Error('insert failed', { cause: new Error('Connection terminated unexpectedly') })],
  ])('%s means unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['not an error', 'ECONNREFUSED'],
  ])('%s does not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/** A TCP relay to PostgreSQL that the test can cut (as if the database went away) and restore. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await listen(port);
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

const visit = {
  sessionId: 'visitor_1718000000000_outage001',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  referrer: '',
};

describe.each(databaseEngines.filter((engine) => engine === 'postgres'))(
  'the database going away (%s)',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      cleanups.length = 0;
    });

    it('answers 503 while PostgreSQL is unreachable and recovers by itself', {
      timeout: 90_000,
    }, async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const relay = await startRelay(new URL(adminUrl));
      cleanups.push(() => relay.stop());
      const schema = `test_${randomBytes(6).toString('hex')}`;
      await runAdminQuery(adminUrl, `create schema ${schema}`);
      cleanups.push(() => runAdminQuery(adminUrl, `drop schema if exists ${schema} cascade`));
      const relayedUrl = new URL(adminUrl);
      relayedUrl.hostname = '127.0.0.1';
      relayedUrl.port = String(relay.port);
      const database: DatabaseConnection = connectDatabase(
        { kind: 'postgres', url: relayedUrl.href },
        { schema },
      );
      cleanups.push(() => database.close());
      await migrateToLatest(database.db);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-outage-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_ROOT: path.join(dataDir, 'no-web-build'),
        DATABASE_URL: relayedUrl.href,
      });
      const app: FastifyInstance = await buildApp({ config, database, logger: false });
      cleanups.push(() => app.close());
      const health = () => app.inject({ method: 'GET', url: '/health' });
      const sendVisit = () => app.inject({ method: 'POST', url: '/api/tracking/visitor', payload: visit });

      expect((await health()).statusCode).toBe(200);
      expect((await sendVisit()).statusCode).toBe(200);

      await relay.cut();
      // Each waits at most the pool's connection timeout, never for the database to return.
      const startedAt = performance.now();
      const unhealthy = await health();
      const refused = await sendVisit();
      expect(performance.now() - startedAt).toBeLessThan(ANSWER_DEADLINE_MS);
      expect(unhealthy.statusCode).toBe(503);
      expect(unhealthy.json()).toMatchObject({ success: false, data: { status: 'unhealthy' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Service temporarily unavailable',
        code: 'unavailable',
      });

      await relay.restore();
      await eventually(async () => (await health()).statusCode === 200);
      expect((await sendVisit()).statusCode).toBe(200);
      const stored = await database.db.selectFrom('visitors').select('session_id').execute();
      expect(stored).toHaveLength(2);
    });
  },
);
