import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { analyticsExport } from '#server/services/analytics/analytics-export.js';
import {
  readChatsPage,
  readDailyActivity,
  readLocations,
  readPageViewsByLanguage,
  readSummary,
  readTopPages,
  readVisitBreakdown,
  readVisitorsPage,
} from '#server/services/analytics/analytics-reports.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { success } from '#shared/api-envelope.js';
import {
  analyticsChatsEndpoint,
  analyticsExportEndpoint,
  analyticsLanguagesEndpoint,
  analyticsLocationsEndpoint,
  analyticsSummaryEndpoint,
  analyticsTimeseriesEndpoint,
  analyticsVisitorsEndpoint,
  browsersEndpoint,
  devicesEndpoint,
  referrersEndpoint,
  topPagesEndpoint,
} from '#shared/endpoints/analytics.js';
import { chatAsSeenBy } from '#shared/enquiry-contacts.js';

/**
 * `/api/analytics`: the admin dashboard's figures (spec section 7 "The calls it makes" and beyond),
 * in the admin scope.
 */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.route({
    ...endpointRoute(app, analyticsSummaryEndpoint),
    handler: async (request) => success(await readSummary(db, request.query.timeframe, app.now())),
  });
  app.route({
    ...endpointRoute(app, analyticsVisitorsEndpoint),
    handler: async (request) => success(await readVisitorsPage(db, request.query, app.now())),
  });
  app.route({
    ...endpointRoute(app, analyticsChatsEndpoint),
    handler: async (request) => {
      const page = await readChatsPage(db, request.query, app.now());
      const viewer = signedInAccount(request);
      return success({ ...page, chats: page.chats.map((chat) => chatAsSeenBy(viewer, chat)) });
    },
  });
  app.route({
    ...endpointRoute(app, analyticsLocationsEndpoint),
    handler: async (request) => success(await readLocations(db, request.query, app.now())),
  });
  app.route({
    ...endpointRoute(app, analyticsTimeseriesEndpoint),
    handler: async (request) => success(await readDailyActivity(db, request.query.timeframe, app.now())),
  });
  app.route({
    ...endpointRoute(app, analyticsLanguagesEndpoint),
    handler: async (request) =>
      success(await readPageViewsByLanguage(db, request.query.timeframe, app.now())),
  });

  app.route({
    ...endpointRoute(app, topPagesEndpoint),
    handler: async (request) => success(await readTopPages(db, request.query, app.now())),
  });
  app.route({
    ...endpointRoute(app, referrersEndpoint),
    handler: async (request) => success(await readVisitBreakdown(db, 'referrer', request.query, app.now())),
  });
  app.route({
    ...endpointRoute(app, browsersEndpoint),
    handler: async (request) => success(await readVisitBreakdown(db, 'browser', request.query, app.now())),
  });
  app.route({
    ...endpointRoute(app, devicesEndpoint),
    handler: async (request) =>
      success(await readVisitBreakdown(db, 'device_type', request.query, app.now())),
  });

  app.route({
    ...endpointRoute(app, analyticsExportEndpoint),
    handler: async (request, reply) => {
      // Too many files streaming at once: 503 or 429 with Retry-After (src/server/plugins/file-streams.ts).
      if (!app.fileStreams.admit(request, reply)) return reply;
      const { fileName, chunks } = analyticsExport(db, request.query, app.now(), signedInAccount(request));
      await auditRequest(request, 'csv-export', fileName, JSON.stringify(request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(chunks));
    },
  });
}
