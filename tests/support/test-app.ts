import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { DatabaseKind } from '#server/db/dialect.js';
import type { FileStreamLimits } from '#server/plugins/file-streams.js';
import type { JobTimers } from '#server/services/scheduling/job-schedule.js';
import type { PageRenderer } from '#web/page-renderer.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A route as registered, one per method: the security tests walk them all, so a new route is covered. */
export type RegisteredRoute = { method: string; url: string; schema?: FastifySchema };

export type TestApp = {
  app: FastifyInstance;
  /** Every route of the app, including those a test adds later (HEAD and OPTIONS as well). */
  routes: RegisteredRoute[];
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real server, built in-process on its own empty database and data folder. `environment`
 * overrides the settings a test cares about (as environment variables, validated as at start-up).
 */
export async function createTestApp(
  engine: DatabaseKind,
  environment: Record<string, string> = {},
  options: {
    pageRenderer?: PageRenderer;
    database?: TestDatabase;
    jobTimers?: JobTimers;
    fileStreamLimits?: Partial<FileStreamLimits>;
    adminEventsSessionCheckMs?: number;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(engine));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web-build'),
    SITE_URL: 'http://localhost:3000',
    ...environment,
  });
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    pageRenderer: options.pageRenderer,
    jobTimers: options.jobTimers,
    fileStreamLimits: options.fileStreamLimits,
    adminEventsSessionCheckMs: options.adminEventsSessionCheckMs,
    onRoute: (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: route.schema });
    },
  });
  return {
    app,
    routes,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
