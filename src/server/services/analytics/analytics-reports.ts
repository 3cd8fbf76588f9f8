import type { Kysely } from 'kysely';
import type { VisitDimension } from '#server/db/analytics/analytics-scope.js';
import { selectSummaryCounts } from '#server/db/analytics/analytics-summary.js';
import { selectChatLocations } from '#server/db/analytics/chat-locations.js';
import { selectChatSummary } from '#server/db/analytics/chat-summary.js';
import { selectDailyActivity } from '#server/db/analytics/daily-activity.js';
import { selectPageViewsByLanguage } from '#server/db/analytics/page-views-by-language.js';
import { selectChatPage, selectVisitorPage } from '#server/db/analytics/record-pages.js';
import { selectTopPages } from '#server/db/analytics/top-pages.js';
import { selectVisitBreakdown } from '#server/db/analytics/visit-breakdown.js';
import { selectVisitorLocations } from '#server/db/analytics/visitor-locations.js';
import type { Database } from '#server/db/schema.js';
import {
  type AnalyticsSummary,
  type ChatsPage,
  type DailyActivity,
  engagementRate,
  type LanguageViews,
  type LocationsReport,
  type RankedItem,
  type Timeframe,
  type VisitorsPage,
} from '#shared/analytics.js';
import { languageEnglishName, siteLanguages } from '#shared/languages.js';
import { analyticsWindow } from './analytics-rollups.js';
import { fillDailySeries } from './daily-series.js';

/**
 * The admin dashboard's figures, one function per endpoint. Each follows the timeframe, is counted
 * by the database (closed days from their roll-ups, the rest from the rows: `analyticsWindow`) and
 * leaves bot visits out. Nothing here writes.
 */

type Ranking = { timeframe: Timeframe; limit: number };
type Paging = { timeframe: Timeframe; limit: number; offset: number };

export async function readSummary(
  db: Kysely<Database>,
  timeframe: Timeframe,
  now: Date,
): Promise<AnalyticsSummary> {
  const window = await analyticsWindow(db, timeframe, now);
  const counts = await selectSummaryCounts(db, window);
  return {
    timeframe,
    since: window.since,
    total_visitors: counts.totalVisitors,
    total_visits: counts.totalVisits,
    total_page_views: counts.totalPageViews,
    total_chats: counts.totalChats,
    unique_countries: counts.uniqueCountries,
    unique_locations: counts.uniqueLocations,
    engagement_rate: engagementRate(counts.totalChats, counts.totalVisitors),
  };
}

export async function readVisitorsPage(
  db: Kysely<Database>,
  { timeframe, limit, offset }: Paging,
  now: Date,
): Promise<VisitorsPage> {
  const window = await analyticsWindow(db, timeframe, now);
  const page = await selectVisitorPage(db, { window, limit, offset });
  return { visitors: page.rows, total: page.total, limit, offset };
}

export async function readChatsPage(
  db: Kysely<Database>,
  { timeframe, limit, offset }: Paging,
  now: Date,
): Promise<ChatsPage> {
  const window = await analyticsWindow(db, timeframe, now);
  const page = await selectChatPage(db, { window, limit, offset });
  return { chats: page.rows, total: page.total, limit, offset };
}

export async function readLocations(
  db: Kysely<Database>,
  { timeframe, limit }: Ranking,
  now: Date,
): Promise<LocationsReport> {
  const window = await analyticsWindow(db, timeframe, now);
  return {
    visitor_locations: await selectVisitorLocations(db, window, limit),
    chat_locations: await selectChatLocations(db, window, limit),
    chat_summary: await selectChatSummary(db, window),
  };
}

export async function readDailyActivity(
  db: Kysely<Database>,
  timeframe: Timeframe,
  now: Date,
): Promise<{ days: DailyActivity[] }> {
  const window = await analyticsWindow(db, timeframe, now);
  const counts = await selectDailyActivity(db, window);
  return { days: fillDailySeries(counts, window.since, now) };
}

export async function readTopPages(
  db: Kysely<Database>,
  { timeframe, limit }: Ranking,
  now: Date,
): Promise<{ items: RankedItem[] }> {
  const window = await analyticsWindow(db, timeframe, now);
  return { items: await selectTopPages(db, window, limit) };
}

/** Page views per language, every language of the site listed (a quiet one with 0) in its order. */
export async function readPageViewsByLanguage(
  db: Kysely<Database>,
  timeframe: Timeframe,
  now: Date,
): Promise<LanguageViews> {
  const window = await analyticsWindow(db, timeframe, now);
  const counts = await selectPageViewsByLanguage(db, window);
  return {
    languages: siteLanguages.map(({ code }) => ({
      code,
      name: languageEnglishName(code),
      page_views: counts.get(code) ?? 0,
    })),
  };
}

export async function readVisitBreakdown(
  db: Kysely<Database>,
  dimension: VisitDimension,
  { timeframe, limit }: Ranking,
  now: Date,
): Promise<{ items: RankedItem[] }> {
  const window = await analyticsWindow(db, timeframe, now);
  return { items: await selectVisitBreakdown(db, dimension, window, limit) };
}
