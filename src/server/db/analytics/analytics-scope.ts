import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { analyticsDay, directReferrer, unknownLocationPart } from '#shared/analytics.js';

/**
 * The rows every analytics figure starts from: human visits and page views (the tracker marks
 * bots with is_bot = 1) and chats, from `since` on (null: all time). Times are ISO strings, so
 * comparing them as text compares the instants.
 */
type QuerySource = Kysely<Database> | ExpressionBuilder<Database, never>;

export function humanVisits(db: QuerySource, since: string | null) {
  const query = db.selectFrom('visitors').where('visitors.is_bot', '=', 0);
  return since === null ? query : query.where('visitors.visit_time', '>=', since);
}

export function humanPageViews(db: QuerySource, since: string | null) {
  const query = db.selectFrom('page_views').where('page_views.is_bot', '=', 0);
  return since === null ? query : query.where('page_views.viewed_at', '>=', since);
}

export function chatsSince(db: QuerySource, since: string | null) {
  const query = db.selectFrom('chats');
  return since === null ? query : query.where('chats.interaction_time', '>=', since);
}

/**
 * The visitors definition. A visitor is a session (its id lasts in the browser, so a returning
 * visitor keeps it), counted once in a timeframe; a day's visitors are the sessions with a human
 * visit that day.
 *
 * These are the human visits from `since` on (and before `before`, when given) that are their
 * session's first human visit ever, ties in time broken by id. Counted over all time they give
 * exactly the distinct sessions, and unlike distinct sessions they add up across days, so the
 * daily roll-ups hold them for the 'all' timeframe.
 */
export function firstHumanVisits(db: QuerySource, since: string, before?: string) {
  const query = humanVisits(db, since).where((eb) => eb.not(eb.exists(earlierHumanVisit(eb))));
  return before === undefined ? query : query.where('visitors.visit_time', '<', before);
}

/** A human visit of the same session before the outer one. */
function earlierHumanVisit(eb: ExpressionBuilder<Database, 'visitors'>) {
  return eb
    .selectFrom('visitors as earlier')
    .select(sql.lit(1).as('found'))
    .whereRef('earlier.session_id', '=', 'visitors.session_id')
    .where('earlier.is_bot', '=', 0)
    .where((eb) =>
      eb(
        eb.refTuple('earlier.visit_time', 'earlier.id'),
        '<',
        eb.refTuple('visitors.visit_time', 'visitors.id'),
      ),
    );
}

/**
 * Which part of a timeframe the daily roll-ups answer and which the raw rows: the IST days from
 * `rolledUpFrom` up to the day `liveFrom` starts come from `analytics_daily_rollups`, and every row
 * from `liveFrom` (an IST midnight, today's at the latest) on is counted live. `since` is the
 * timeframe's first instant (null for all time); no row before it counts.
 */
export type AnalyticsWindow = { since: string | null; rolledUpFrom: string; liveFrom: string };

/**
 * The dimensions of the daily roll-ups. 'day' holds each day's totals, its visitors being the
 * sessions first seen that day (summed over all time); 'day_visitors' the sessions seen that day.
 */
export type RollupDimension =
  | 'day'
  | 'day_visitors'
  | 'location'
  | 'chat_location'
  | 'referrer'
  | 'browser'
  | 'device_type'
  | 'page';

/** The roll-up rows of one dimension for the rolled-up days of the window. */
export function rolledUpDays(
  db: QuerySource,
  { rolledUpFrom, liveFrom }: AnalyticsWindow,
  dimension: RollupDimension,
) {
  return db
    .selectFrom('analytics_daily_rollups')
    .where('analytics_daily_rollups.dimension', '=', dimension)
    .where('analytics_daily_rollups.day', '>=', rolledUpFrom)
    .where('analytics_daily_rollups.day', '<', analyticsDay(new Date(liveFrom)));
}

/** The visit attributes the dashboard ranks. */
export type VisitDimension = 'referrer' | 'browser' | 'device_type';

/**
 * A visit's value of a ranked attribute. Empty and 'direct' referrers (the seed wrote both) count
 * as 'Direct'.
 */
export function visitDimensionValue(dimension: VisitDimension) {
  const column = sql.ref(`visitors.${dimension}`);
  return dimension === 'referrer'
    ? sql<string>`case when ${column} = '' or lower(${column}) = 'direct' then ${sql.lit(directReferrer)} else ${column} end`
    : sql<string>`${column}`;
}

/** The columns of a visit as the admin tables and the CSV export show it (VisitorRecord). */
export const visitorRecordColumns = [
  'id',
  'session_id',
  'city',
  'country',
  'ip_address',
  'visit_time',
  'referrer',
  'landing_path',
  'browser',
  'os',
  'device_type',
] as const;

/** The columns of a chat as the admin tables and the CSV export read it, before `toChatRecord`. */
export const chatRecordColumns = [
  'id',
  'session_id',
  'user_message',
  'bot_response',
  'interaction_time',
  'city',
  'country',
] as const;

/** A chat row in the seed's admin shape: the location nested as `user_location`. */
export function toChatRecord<Row extends { city: string; country: string }>({ city, country, ...chat }: Row) {
  return { ...chat, user_location: { city, country } };
}

/**
 * Location parts the lookup could not fill: 'Unknown' (spec section 3 "Entities and their fields")
 * or empty.
 */
export const unknownLocationValues = [unknownLocationPart, ''];
