import { z } from 'zod';

/**
 * The analytics API contract (spec sections 3 "Entities and their fields", 7 "The calls it makes"
 * and 9 "Business constants and limits"): the admin dashboard and the server share these schemas
 * and types. Field names follow the seed's snake_case so its clients still work.
 */

/** Every figure follows one timeframe; 'all' is the seed's default. */
export const timeframes = ['today', '7d', '30d', 'all'] as const;
export const timeframeSchema = z.enum(timeframes);
export type Timeframe = z.infer<typeof timeframeSchema>;

export const timeframeLabels: Record<Timeframe, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
};

/**
 * Days are counted in India Standard Time (UTC+05:30, no daylight saving), where the company and
 * its admins are: 'today' starts at midnight in Kolkata, and the visits-per-day chart uses IST days.
 */
export const analyticsUtcOffsetMinutes = 330;

const dayMs = 24 * 60 * 60 * 1000;
const calendarDays: Record<Exclude<Timeframe, 'all'>, number> = { today: 1, '7d': 7, '30d': 30 };

/** The first instant a timeframe covers (ISO), or null for all time. '7d' is today and the 6 days before. */
export function timeframeStart(timeframe: Timeframe, now: Date): string | null {
  if (timeframe === 'all') return null;
  const offsetMs = analyticsUtcOffsetMinutes * 60 * 1000;
  const startOfLocalDay = Math.floor((now.getTime() + offsetMs) / dayMs) * dayMs - offsetMs;
  return new Date(startOfLocalDay - (calendarDays[timeframe] - 1) * dayMs).toISOString();
}

/** The local (IST) day of an instant, `YYYY-MM-DD`, as the daily figures name it. */
export function analyticsDay(instant: Date): string {
  return new Date(instant.getTime() + analyticsUtcOffsetMinutes * 60 * 1000).toISOString().slice(0, 10);
}

/** The instant (ISO) an IST day starts. */
export function analyticsDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - analyticsUtcOffsetMinutes * 60 * 1000).toISOString();
}

/** The IST day after `day`. */
export function nextAnalyticsDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + dayMs).toISOString().slice(0, 10);
}

/** Chat interactions per 100 visitors, one decimal: above 100 when visitors ask several questions. */
export function engagementRate(chats: number, visitors: number): number {
  return visitors === 0 ? 0 : Math.round((chats / visitors) * 1000) / 10;
}

export const timeframeQuerySchema = z.object({ timeframe: timeframeSchema.default('all') });

/** Section 7's paging defaults: 100 rows from offset 0; the seed's admin screen asked for up to 1000. */
export const pageQuerySchema = timeframeQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** Ranked lists (top pages, referrers, browsers, devices, locations). */
export const rankingQuerySchema = timeframeQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(10),
});

/** `GET /api/analytics/locations`: up to 50 places of each kind unless asked for more. */
export const locationsQuerySchema = timeframeQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const exportDatasets = ['visitors', 'chats'] as const;
export const exportQuerySchema = timeframeQuerySchema.extend({
  dataset: z.enum(exportDatasets).default('visitors'),
});
export type ExportDataset = (typeof exportDatasets)[number];

/** `GET /api/analytics/summary` → `data`. Bot visits are never counted. */
export const analyticsSummarySchema = z.object({
  timeframe: timeframeSchema,
  /** The first instant counted (ISO), or null for all time. */
  since: z.string().nullable(),
  /**
   * Visitor sessions whose first human visit falls in the timeframe: each session counts once, on
   * the IST day of its first visit (for all time, every distinct session).
   */
  total_visitors: z.number(),
  /** Visit records (a session can be recorded more than once). */
  total_visits: z.number(),
  total_page_views: z.number(),
  total_chats: z.number(),
  unique_countries: z.number(),
  /** Distinct known (city, country) pairs of visitors. */
  unique_locations: z.number(),
  /** Percent: `engagementRate(total_chats, total_visitors)`. */
  engagement_rate: z.number(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/**
 * Spec section 3 "Entities and their fields", visitor record (admin view), plus what the server
 * derives from the user agent.
 */
export const visitorRecordSchema = z.object({
  /** The record's own id (a session can have several records). */
  id: z.number(),
  session_id: z.string(),
  city: z.string(),
  country: z.string(),
  ip_address: z.string(),
  visit_time: z.string(),
  referrer: z.string(),
  landing_path: z.string().nullable(),
  browser: z.string(),
  os: z.string(),
  device_type: z.string(),
});
export type VisitorRecord = z.infer<typeof visitorRecordSchema>;

const userLocationSchema = z.object({ city: z.string(), country: z.string() });

/** Spec section 3 "Entities and their fields", chat record (admin view). */
export const chatRecordSchema = z.object({
  id: z.number(),
  session_id: z.string(),
  user_message: z.string(),
  bot_response: z.string(),
  interaction_time: z.string(),
  user_location: userLocationSchema,
});
export type ChatRecord = z.infer<typeof chatRecordSchema>;

/** A page of a table: how many rows there are in all, and which the page holds. */
const pagingFields = { total: z.number(), limit: z.number(), offset: z.number() };

/** `GET /api/analytics/visitors` → `data` */
export const visitorsPageSchema = z.object({ visitors: z.array(visitorRecordSchema), ...pagingFields });
export type VisitorsPage = z.infer<typeof visitorsPageSchema>;

/** `GET /api/analytics/chats` → `data` */
export const chatsPageSchema = z.object({ chats: z.array(chatRecordSchema), ...pagingFields });
export type ChatsPage = z.infer<typeof chatsPageSchema>;

export const locationCountSchema = z.object({ city: z.string(), country: z.string(), count: z.number() });
export type LocationCount = z.infer<typeof locationCountSchema>;

/** `GET /api/analytics/locations` → `data` */
export const locationsReportSchema = z.object({
  /** Visitors by the city and country of their first visit, most first. */
  visitor_locations: z.array(locationCountSchema),
  /** Chats by city and country, most first ('Unknown' when the chat had no location). */
  chat_locations: z.array(locationCountSchema),
  chat_summary: z.object({
    total_chats: z.number(),
    unique_locations: z.number(),
    /** Chats in which the assistant handed the visitor over to a person. */
    handovers: z.number(),
  }),
});
export type LocationsReport = z.infer<typeof locationsReportSchema>;

/** `GET /api/analytics/timeseries` → `data.days`: every IST day of the timeframe, gaps as zeros. */
export const dailyActivitySchema = z.object({ day: z.string(), visitors: z.number(), chats: z.number() });
export type DailyActivity = z.infer<typeof dailyActivitySchema>;
export const timeseriesSchema = z.object({ days: z.array(dailyActivitySchema) });

/** `GET /api/analytics/{top-pages,referrers,browsers,devices}` → `data.items`, most first. */
export const rankedItemSchema = z.object({ name: z.string(), count: z.number() });
export type RankedItem = z.infer<typeof rankedItemSchema>;
export const rankingSchema = z.object({ items: z.array(rankedItemSchema) });

/**
 * `GET /api/analytics/languages` → `data.languages`: human page views per language of the site
 * (from each viewed path's prefix, /bn or /hi, else English), every language in the site's order.
 */
export const languageViewsSchema = z.object({
  languages: z.array(
    z.object({
      /** The language's code, 'bn'. */
      code: z.string(),
      /** Its English name, as staff read it: 'Bengali'. */
      name: z.string(),
      page_views: z.number(),
    }),
  ),
});
export type LanguageViews = z.infer<typeof languageViewsSchema>;

/**
 * A location part that the lookup could not find (spec section 3 "Entities and their fields": parts
 * fall back to Unknown).
 */
export const unknownLocationPart = 'Unknown';

/** Referrers recorded as empty or 'direct' (the seed wrote both) are direct visits. */
export const directReferrer = 'Direct';
