import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '../../../shared/analytics.js';
import { apiSuccessSchema, success } from '../../../shared/api-envelope.js';
import { analyticsExport } from '../../services/analytics/analytics-export.js';
import {
  readChatsPage,
  readDailyActivity,
  readLocations,
  readSummary,
  readTopPages,
  readVisitBreakdown,
  readVisitorsPage,
} from '../../services/analytics/analytics-reports.js';
import { responseSchemas, streamedFile } from '../response-schemas.js';

/** `/api/analytics`: the admin dashboard's figures (spec section 7 and beyond), in the admin scope. */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/summary',
    {
      schema: {
        querystring: timeframeQuerySchema,
        response: responseSchemas({ 200: apiSuccessSchema(analyticsSummarySchema) }),
      },
    },
    async (request) => success(await readSummary(db, request.query.timeframe, app.now())),
  );

  app.get(
    '/visitors',
    {
      schema: {
        querystring: pageQuerySchema,
        response: responseSchemas({ 200: apiSuccessSchema(visitorsPageSchema) }),
      },
    },
    async (request) => success(await readVisitorsPage(db, request.query, app.now())),
  );

  app.get(
    '/chats',
    {
      schema: {
        querystring: pageQuerySchema,
        response: responseSchemas({ 200: apiSuccessSchema(chatsPageSchema) }),
      },
    },
    async (request) => success(await readChatsPage(db, request.query, app.now())),
  );

  app.get(
    '/locations',
    {
      schema: {
        querystring: locationsQuerySchema,
        response: responseSchemas({ 200: apiSuccessSchema(locationsReportSchema) }),
      },
    },
    async (request) => success(await readLocations(db, request.query, app.now())),
  );

  app.get(
    '/timeseries',
    {
      schema: {
        querystring: timeframeQuerySchema,
        response: responseSchemas({ 200: apiSuccessSchema(timeseriesSchema) }),
      },
    },
    async (request) => success(await readDailyActivity(db, request.query.timeframe, app.now())),
  );

  const rankingSchemas = {
    querystring: rankingQuerySchema,
    response: responseSchemas({ 200: apiSuccessSchema(rankingSchema) }),
  };
  app.get('/top-pages', { schema: rankingSchemas }, async (request) =>
    success(await readTopPages(db, request.query, app.now())),
  );
  app.get('/referrers', { schema: rankingSchemas }, async (request) =>
    success(await readVisitBreakdown(db, 'referrer', request.query, app.now())),
  );
  app.get('/browsers', { schema: rankingSchemas }, async (request) =>
    success(await readVisitBreakdown(db, 'browser', request.query, app.now())),
  );
  app.get('/devices', { schema: rankingSchemas }, async (request) =>
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
      const { fileName, chunks } = analyticsExport(db, request.query, app.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(chunks));
    },
  );
}
