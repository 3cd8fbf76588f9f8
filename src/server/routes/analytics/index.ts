import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { responseSchemas, streamedFile } from '#server/routes/response-schemas.js';
import { analyticsExport } from '#server/services/analytics/analytics-export.js';
import {
  readChatsPage,
  readDailyActivity,
  readLocations,
  readSummary,
  readTopPages,
  readVisitBreakdown,
  readVisitorsPage,
} from '#server/services/analytics/analytics-reports.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import {
  analyticsSummarySchema,
  chatsPageSchema,
  exportQuerySchema,
  locationsQuerySchema,
  locationsReportSchema,
  pageQuerySchema,
  rankingQuerySchema,
  rankingSchema,
  timeframeQuerySchema,
  timeseriesSchema,
  visitorsPageSchema,
} from '#shared/analytics.js';
import { apiSuccessSchema, success } from '#shared/api-envelope.js';
import { chatAsSeenBy } from '#shared/enquiry-contacts.js';

/**
 * `/api/analytics`: the admin dashboard's figures (spec section 7 "The calls it makes" and beyond),
 * in the admin scope.
 */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get('/summary', reportSchemas(timeframeQuerySchema, analyticsSummarySchema), async (request) =>
    success(await readSummary(db, request.query.timeframe, app.now())),
  );
  app.get('/visitors', reportSchemas(pageQuerySchema, visitorsPageSchema), async (request) =>
    success(await readVisitorsPage(db, request.query, app.now())),
  );
  app.get('/chats', reportSchemas(pageQuerySchema, chatsPageSchema), async (request) => {
    const page = await readChatsPage(db, request.query, app.now());
    const viewer = signedInAccount(request);
    return success({ ...page, chats: page.chats.map((chat) => chatAsSeenBy(viewer, chat)) });
  });
  app.get('/locations', reportSchemas(locationsQuerySchema, locationsReportSchema), async (request) =>
    success(await readLocations(db, request.query, app.now())),
  );
  app.get('/timeseries', reportSchemas(timeframeQuerySchema, timeseriesSchema), async (request) =>
    success(await readDailyActivity(db, request.query.timeframe, app.now())),
  );

  const rankingSchemas = reportSchemas(rankingQuerySchema, rankingSchema);
  app.get('/top-pages', rankingSchemas, async (request) =>
    success(await readTopPages(db, request.query, app.now())),
  );
  app.get('/referrers', rankingSchemas, async (request) =>
    success(await readVisitBreakdown(db, 'referrer', request.query, app.now())),
  );
  app.get('/browsers', rankingSchemas, async (request) =>
    success(await readVisitBreakdown(db, 'browser', request.query, app.now())),
  );
  app.get('/devices', rankingSchemas, async (request) =>
    success(await readVisitBreakdown(db, 'device_type', request.query, app.now())),
  );

  app.get(
    '/export',
    {
      schema: {
        querystring: exportQuerySchema,
        response: responseSchemas({
          200: streamedFile('text/csv', 'The dataset as CSV, oldest first'),
        }),
      },
    },
    async (request, reply) => {
      if (!app.fileStreams.admit(request, reply)) return reply;
      const { fileName, chunks } = analyticsExport(db, request.query, app.now(), signedInAccount(request));
      await auditRequest(request, 'csv-export', fileName, JSON.stringify(request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(chunks));
    },
  );
}

/** A dashboard report's schemas: its query, and its data in the success envelope. */
function reportSchemas<Query extends z.ZodType, Data extends z.ZodType>(query: Query, data: Data) {
  return { schema: { querystring: query, response: responseSchemas({ 200: apiSuccessSchema(data) }) } };
}
