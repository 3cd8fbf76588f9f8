import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AnalyticsSummary,
  analyticsDay,
  type ChatsPage,
  engagementRate,
  exportQuerySchema,
  type LocationsReport,
  locationsQuerySchema,
  pageQuerySchema,
  rankingQuerySchema,
  type Timeframe,
  timeframeQuerySchema,
  timeframeStart,
  type VisitorsPage,
} from '../../../shared/analytics.js';
import { success } from '../../../shared/api-envelope.js';
import type { AnalyticsWindow, VisitDimension } from '../../db/analytics/analytics-scope.js';
import { selectSummaryCounts } from '../../db/analytics/analytics-summary.js';
import { selectChatLocations } from '../../db/analytics/chat-locations.js';
import { selectChatPage } from '../../db/analytics/chat-page.js';
import { selectChatSummary } from '../../db/analytics/chat-summary.js';
import { selectDailyActivity } from '../../db/analytics/daily-activity.js';
import { createDailyRollups } from '../../db/analytics/daily-rollups.js';
import { selectTopPages } from '../../db/analytics/top-pages.js';
import { selectVisitBreakdown } from '../../db/analytics/visit-breakdown.js';
import { selectVisitorLocations } from '../../db/analytics/visitor-locations.js';
import { selectVisitorPage } from '../../db/analytics/visitor-page.js';
import { exportCsvChunks } from './analytics-export.js';
import { fillDailySeries } from './daily-series.js';

/**
 * `/api/analytics`: the admin dashboard's figures (spec section 7 and beyond), admin only. Every
 * figure follows the timeframe and is counted by the database; bot visits are left out. Closed
 * days come from daily roll-ups, made (if missing) before a figure is read; today is counted from
 * the rows.
 */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const adminOnly = {
    onRequest: app.requireAdmin,
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
  };
  const since = (timeframe: Timeframe) => timeframeStart(timeframe, app.now());
  const rollUpDaysBefore = createDailyRollups(db);
  /** The timeframe, with every closed day before today rolled up; today is counted from the rows. */
  const rolledUpWindow = async (timeframe: Timeframe): Promise<AnalyticsWindow> => {
    const window = { since: since(timeframe), liveFrom: since('today')! };
    await rollUpDaysBefore(window.liveFrom);
    return window;
  };

  // Personal data (IP addresses, chat messages): never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/summary', { ...adminOnly, schema: { querystring: timeframeQuerySchema } }, async (request) => {
    const { timeframe } = request.query;
    const counts = await selectSummaryCounts(db, await rolledUpWindow(timeframe));
    const data: AnalyticsSummary = {
      timeframe,
      since: since(timeframe),
      total_visitors: counts.totalVisitors,
      total_visits: counts.totalVisits,
      total_page_views: counts.totalPageViews,
      total_chats: counts.totalChats,
      unique_countries: counts.uniqueCountries,
      unique_locations: counts.uniqueLocations,
      engagement_rate: engagementRate(counts.totalChats, counts.totalVisitors),
    };
    return success(data);
  });

  app.get('/visitors', { ...adminOnly, schema: { querystring: pageQuerySchema } }, async (request) => {
    const { timeframe, limit, offset } = request.query;
    const page = await selectVisitorPage(db, { window: await rolledUpWindow(timeframe), limit, offset });
    const data: VisitorsPage = { visitors: page.rows, total: page.total, limit, offset };
    return success(data);
  });

  app.get('/chats', { ...adminOnly, schema: { querystring: pageQuerySchema } }, async (request) => {
    const { timeframe, limit, offset } = request.query;
    const page = await selectChatPage(db, { window: await rolledUpWindow(timeframe), limit, offset });
    const data: ChatsPage = { chats: page.rows, total: page.total, limit, offset };
    return success(data);
  });

  app.get('/locations', { ...adminOnly, schema: { querystring: locationsQuerySchema } }, async (request) => {
    const { timeframe, limit } = request.query;
    const window = await rolledUpWindow(timeframe);
    const data: LocationsReport = {
      visitor_locations: await selectVisitorLocations(db, window, limit),
      chat_locations: await selectChatLocations(db, window, limit),
      chat_summary: await selectChatSummary(db, window),
    };
    return success(data);
  });

  app.get('/timeseries', { ...adminOnly, schema: { querystring: timeframeQuerySchema } }, async (request) => {
    const window = await rolledUpWindow(request.query.timeframe);
    const counts = await selectDailyActivity(db, window);
    return success({ days: fillDailySeries(counts, window.since, app.now()) });
  });

  app.get('/top-pages', { ...adminOnly, schema: { querystring: rankingQuerySchema } }, async (request) => {
    const { timeframe, limit } = request.query;
    return success({ items: await selectTopPages(db, await rolledUpWindow(timeframe), limit) });
  });

  const breakdowns: [string, VisitDimension][] = [
    ['/referrers', 'referrer'],
    ['/browsers', 'browser'],
    ['/devices', 'device_type'],
  ];
  for (const [path, dimension] of breakdowns) {
    app.get(path, { ...adminOnly, schema: { querystring: rankingQuerySchema } }, async (request) => {
      const { timeframe, limit } = request.query;
      return success({
        items: await selectVisitBreakdown(db, dimension, await rolledUpWindow(timeframe), limit),
      });
    });
  }

  app.get('/export', { ...adminOnly, schema: { querystring: exportQuerySchema } }, async (request, reply) => {
    const { timeframe, dataset } = request.query;
    const fileName = `${dataset}-${timeframe}-${analyticsDay(app.now())}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(Readable.from(exportCsvChunks(db, dataset, since(timeframe))));
  });
}
