import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { connectDatabase, type DatabaseConnection, migrateToLatest } from './db/database.js';
import { adminAuth } from './plugins/admin-auth.js';
import { crossOrigin } from './plugins/cross-origin.js';
import { errorHandling } from './plugins/error-handling.js';
import { geolocation } from './plugins/geolocation.js';
import { rateLimiting } from './plugins/rate-limiting.js';
import { retentionSchedule } from './plugins/retention-schedule.js';
import { securityHeaders } from './plugins/security-headers.js';
import { staticSite } from './plugins/static-site.js';
import { apiRoutes } from './routes/api.js';
import { healthRoutes } from './routes/health.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseConnection;
    /** Every route registered, method and URL: the security tests walk it so new routes are covered. */
    routeList: { method: string; url: string }[];
  }
}

export type AppOptions = {
  config: Config;
  /** A database the caller owns (tests pass their isolated one); otherwise one is opened from `config`. */
  database?: DatabaseConnection;
  /** Pino options; `false` silences the log (tests). */
  logger?: boolean | { level: string };
};

/** JSON bodies larger than this are refused with 413 (uploads have their own, larger limit). */
export const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Builds the whole server: plugins, then API routes, then the web app. `main.ts` only listens,
 * and the tests call the same app through `app.inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the geolocation database reads about 130 MB; on a busy machine that can pass
    // Fastify's default 10 s plugin timeout.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? connectDatabase(config.database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeList.push({ method, url: route.url });
  });
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);

  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(crossOrigin);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimiting);
  await app.register(adminAuth);
  await app.register(geolocation);
  await app.register(retentionSchedule);

  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticSite);

  return app;
}
