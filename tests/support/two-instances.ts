import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { collectionNames } from '#content/index.js';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { connectDatabase } from '#server/db/database.js';
import type { DatabaseKind } from '#server/db/dialect.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type TwoInstances = {
  a: FastifyInstance;
  b: FastifyInstance;
  /** The one database both use (each instance has a connection of its own to it). */
  database: TestDatabase;
  close(): Promise<void>;
};

/**
 * Two servers of one deployment, built in this process: one database (a SQLite file or a
 * PostgreSQL schema) that each reaches through its own connection, the same `environment`
 * (REDIS_URL…), and a data folder each, as two machines behind a load balancer have.
 */
export async function startTwoInstances(
  engine: DatabaseKind,
  environment: Record<string, string>,
): Promise<TwoInstances> {
  const database = await createTestDatabase(engine);
  const instances = await Promise.all(['a', 'b'].map(() => startInstance(database, environment)));
  const [a, b] = instances as [Instance, Instance];
  return {
    a: a.app,
    b: b.app,
    database,
    async close() {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.dispose();
    },
  };
}

type Instance = { app: FastifyInstance; close(): Promise<void> };

async function startInstance(database: TestDatabase, environment: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web-build'),
    ...environment,
  });
  const connection = connectDatabase(database.location);
  const app = await buildApp({ config, database: connection, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await connection.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Publishes the first collection again on `app` (a new revision) and answers the new published version. */
export async function saveOn(app: FastifyInstance): Promise<string> {
  const name = collectionNames[0];
  if (!name) throw new Error('no content collection');
  const published = await app.siteContent.published();
  const revision = published.summaries.find((summary) => summary.collection === name)?.revision ?? 0;
  const outcome = await app.siteContent.save(name, published.content[name], revision, 'test');
  if (outcome.kind !== 'saved') throw new Error(`the save was not made: ${outcome.kind}`);
  return (await app.siteContent.published()).version;
}
