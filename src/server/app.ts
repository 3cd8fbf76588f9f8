import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PageRenderer } from '#web/page-renderer.js';
import type { Config } from './config.js';
import type { DatabaseConnection } from './db/database.js';
import { loggedUrl } from './logged-url.js';
import { apiDocs } from './plugins/api-docs.js';
import { connectionGuards, connectionLimits } from './plugins/connection-limits.js';
import { contentEncoding } from './plugins/content-encoding.js';
import { crossOrigin } from './plugins/cross-origin.js';
import { enquiryMail } from './plugins/enquiry-mail.js';
import { errorHandling } from './plugins/error-handling.js';
import { fileStorage } from './plugins/file-storage.js';
import { type FileStreamLimits, fileStreams } from './plugins/file-streams.js';
import { geolocation } from './plugins/geolocation.js';
import { nulCharacters } from './plugins/nul-characters.js';
import { rateLimiting } from './plugins/rate-limiting.js';
import { scheduledJobs } from './plugins/scheduled-jobs.js';
import { securityHeaders } from './plugins/security-headers.js';
import { sharedState } from './plugins/shared-state.js';
import { siteContent } from './plugins/site-content.js';
import { sitePages } from './plugins/site-pages.js';
import { webBuild } from './plugins/web-build.js';
import { adminEventsCheckMs } from './routes/admin-events/admin-events-route.js';
import { apiRoutes } from './routes/api.js';
import { healthRoutes } from './routes/health.js';
import { mediaFileRoute } from './routes/media/media-file-route.js';
import { previewPageRoute } from './routes/preview/preview-page-route.js';
import type { JobTimers } from './services/scheduling/job-schedule.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseConnection;
    /** The clock of everything the server stamps or compares with a time; tests replace it. */
    now: () => Date;
    /** How often an open admin event stream re-reads its session (admin-events-route.ts). */
    adminEventsSessionCheckMs: number;
  }
}

type AppOptions = {
  config: Config;
  /** The database, migrated (`migrateToLatest`) by whoever opened it; it also closes it, after the app. */
  database: DatabaseConnection;
  /** Pino options; `false` silences the log (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Renders the pages instead of the build's server bundle (tests render from source). */
  pageRenderer?: PageRenderer;
  /** The timers of the scheduled jobs; tests pass a manual clock. */
  jobTimers?: JobTimers;
  /** Other limits on file answers than `fileStreamLimits`' (tests wait less for an idle client). */
  fileStreamLimits?: Partial<FileStreamLimits>;
  /** Another interval than `adminEventsCheckMs` (tests see a stream end after sign-out sooner). */
  adminEventsSessionCheckMs?: number;
  /** Told of every route as it is registered (the tests collect them, to walk every route). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * Each request is logged with its address, but a preview's or an invitation link's token is a
 * capability: the log keeps only its first characters (logged-url.ts).
 */
function withLoggedUrls(logger: NonNullable<AppOptions['logger']>) {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** JSON bodies larger than this are refused with 413 (uploads have their own, larger limit). */
const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Builds the whole server: plugins, then API routes, then the web app. `main.ts` only opens the
 * database and listens, and the tests call the same app through `app.inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { trustProxy } = config;
  const app = Fastify({
    logger: withLoggedUrls(options.logger ?? { level: config.logLevel }),
    // A hop count trusts that many proxies nearest the server, as Fastify does with a number
    // (which its types do not list).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify sets no request timeout by default: a client that stalls stays connected for good.
    requestTimeout: connectionLimits.requestTimeoutMs,
    http: {
      headersTimeout: connectionLimits.headersTimeoutMs,
      connectionsCheckingInterval: connectionLimits.checkIntervalMs,
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the geolocation database reads about 130 MB; on a busy machine that can pass
    // Fastify's default 10 s plugin timeout.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('now', () => new Date());
  app.decorate('adminEventsSessionCheckMs', options.adminEventsSessionCheckMs ?? adminEventsCheckMs);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(errorHandling);
  await app.register(nulCharacters);
  await app.register(connectionGuards);
  await app.register(securityHeaders);
  await app.register(crossOrigin);
  await app.register(contentEncoding);
  await app.register(sharedState);
  await app.register(rateLimiting);
  await app.register(geolocation);
  await app.register(fileStorage);
  await app.register(fileStreams, { limits: options.fileStreamLimits });
  await app.register(siteContent);
  await app.register(webBuild, { pageRenderer: options.pageRenderer });
  await app.register(enquiryMail);
  await app.register(scheduledJobs, { jobTimers: options.jobTimers });
  await app.register(apiDocs);

  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(mediaFileRoute, { prefix: '/media' });
  await app.register(previewPageRoute, { prefix: '/preview' });
  await app.register(sitePages);

  return app;
}
