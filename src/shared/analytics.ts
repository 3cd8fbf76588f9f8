import { z } from 'zod';

/**
 * The analytics API contract (spec sections 3, 7 and 9): the admin dashboard and the server share
 * these schemas and types. Field names follow the seed's snake_case so its clients still work.
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
export type AnalyticsSummary = {
  timeframe: Timeframe;
  /** The first instant counted (ISO), or null for all time. */
  since: string | null;
  /**
   * Visitor sessions whose first human visit falls in the timeframe: each session counts once, on
   * the IST day of its first visit (for all time, every distinct session).
   */
  total_visitors: number;
  /** Visit records (a session can be recorded more than once). */
  total_visits: number;
  total_page_views: number;
  total_chats: number;
  unique_countries: number;
  /** Distinct known (city, country) pairs of visitors. */
  unique_locations: number;
  /** Percent: `engagementRate(total_chats, total_visitors)`. */
  engagement_rate: number;
};

/** Spec section 3, visitor record (admin view), plus what the server derives from the user agent. */
export type VisitorRecord = {
  /** The record's own id (a session can have several records). */
  id: number;
  session_id: string;
  city: string;
  country: string;
  ip_address: string;
  visit_time: string;
  referrer: string;
  landing_path: string | null;
  browser: string;
  os: string;
  device_type: string;
};

/** Spec section 3, chat record (admin view). */
export type ChatRecord = {
  id: number;
  session_id: string;
  user_message: string;
  bot_response: string;
  interaction_time: string;
  user_location: { city: string; country: string };
};

/** `GET /api/analytics/visitors` → `data` */
export type VisitorsPage = { visitors: VisitorRecord[]; total: number; limit: number; offset: number };

/** `GET /api/analytics/chats` → `data` */
export type ChatsPage = { chats: ChatRecord[]; total: number; limit: number; offset: number };

export type LocationCount = { city: string; country: string; count: number };

/** `GET /api/analytics/locations` → `data` */
export type LocationsReport = {
  /** Visitors by the city and country of their first visit, most first. */
  visitor_locations: LocationCount[];
  /** Chats by city and country, most first ('Unknown' when the chat had no location). */
  chat_locations: LocationCount[];
  chat_summary: { total_chats: number; unique_locations: number };
};

/** `GET /api/analytics/timeseries` → `data.days`: every IST day of the timeframe, gaps as zeros. */
export type DailyActivity = { day: string; visitors: number; chats: number };

/** `GET /api/analytics/{top-pages,referrers,browsers,devices}` → `data.items`, most first. */
export type RankedItem = { name: string; count: number };

/** A location part that the lookup could not find (spec section 3: parts fall back to Unknown). */
export const unknownLocationPart = 'Unknown';

/** Referrers recorded as empty or 'direct' (the seed wrote both) are direct visits. */
export const directReferrer = 'Direct';
