/**
 * A second server process on a test's database, for the tests of what must hold across processes:
 * the app as `main.ts` builds it, on DATABASE_URL (with TEST_SCHEMA, the test's PostgreSQL schema),
 * listening on a free port of 127.0.0.1, which it prints. SIGTERM stops it.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { connectDatabase } from '#server/db/database.js';

const config = loadConfig();
const database = connectDatabase(config.database, { schema: process.env.TEST_SCHEMA });
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${(app.server.address() as AddressInfo).port}\n`);
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
