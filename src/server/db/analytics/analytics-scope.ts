import type { ExpressionBuilder, Kysely } from 'kysely';
import { unknownLocationPart } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';

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

/** Location parts the lookup could not fill: 'Unknown' (spec section 3) or empty. */
export const unknownLocationValues = [unknownLocationPart, ''];
