import {
  analyticsSummarySchema,
  chatsPageSchema,
  exportQuerySchema,
  languageViewsSchema,
  locationsQuerySchema,
  locationsReportSchema,
  pageQuerySchema,
  rankingQuerySchema,
  rankingSchema,
  timeframeQuerySchema,
  timeseriesSchema,
  visitorsPageSchema,
} from '#shared/analytics.js';
import { defineEndpoint, defineFileEndpoint } from '#shared/endpoint.js';
import { recentActivityQuerySchema, recentActivitySchema, visitorCountSchema } from '#shared/tracking.js';

// The Analytics Dashboard tab (spec section 7 "The calls it makes"): admin scope, the owner and
// branch accounts (src/shared/role-access.ts). Every report follows the chosen timeframe.

/** The stat cards: visitors, chats, engagement. */
export const analyticsSummaryEndpoint = defineEndpoint('GET /api/analytics/summary', {
  query: timeframeQuerySchema,
  data: analyticsSummarySchema,
});

/** One page of the visits, newest first. */
export const analyticsVisitorsEndpoint = defineEndpoint('GET /api/analytics/visitors', {
  query: pageQuerySchema,
  data: visitorsPageSchema,
});

/** One page of the chat exchanges, newest first, their contacts as the viewer may see them. */
export const analyticsChatsEndpoint = defineEndpoint('GET /api/analytics/chats', {
  query: pageQuerySchema,
  data: chatsPageSchema,
});

export const analyticsLocationsEndpoint = defineEndpoint('GET /api/analytics/locations', {
  query: locationsQuerySchema,
  data: locationsReportSchema,
});

/** Visitors and chats per day. */
export const analyticsTimeseriesEndpoint = defineEndpoint('GET /api/analytics/timeseries', {
  query: timeframeQuerySchema,
  data: timeseriesSchema,
});

/** Page views per language of the site (English, Bengali, Hindi). */
export const analyticsLanguagesEndpoint = defineEndpoint('GET /api/analytics/languages', {
  query: timeframeQuerySchema,
  data: languageViewsSchema,
});

/** A ranked list of the timeframe's visits: the four share their query and answer. */
function rankingEndpoint<const Path extends `/api/analytics/${string}`>(path: Path) {
  return defineEndpoint(`GET ${path}`, { query: rankingQuerySchema, data: rankingSchema });
}

export const topPagesEndpoint = rankingEndpoint('/api/analytics/top-pages');
export const referrersEndpoint = rankingEndpoint('/api/analytics/referrers');
export const browsersEndpoint = rankingEndpoint('/api/analytics/browsers');
export const devicesEndpoint = rankingEndpoint('/api/analytics/devices');

/** The visits or the chats of the timeframe as CSV (the export itself recorded in the audit log). */
export const analyticsExportEndpoint = defineFileEndpoint('GET /api/analytics/export', {
  query: exportQuerySchema,
  file: { contentTypes: 'text/csv', description: 'The dataset as CSV, oldest first' },
});

// Kept for the seed's admin screen (ours reads the reports above); bots are left out.

export const seedVisitorCountEndpoint = defineEndpoint('GET /api/tracking/visitor-count', {
  data: visitorCountSchema,
});

export const seedRecentActivityEndpoint = defineEndpoint('GET /api/tracking/recent-activity', {
  query: recentActivityQuerySchema,
  data: recentActivitySchema,
});
