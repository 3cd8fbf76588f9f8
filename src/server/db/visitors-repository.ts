import type { Insertable, Kysely } from 'kysely';
import type { PageViewAdminView, VisitorAdminView, VisitorCount } from '#shared/tracking.js';
import { batchedWrites, storedByEventId } from './batched-writes.js';
import type { Database, PageViewsTable, VisitorsTable } from './schema.js';

export type NewVisit = {
  sessionId: string;
  eventId: string | null;
  userAgent: string;
  referrer: string;
  landingPath: string | null;
  city: string;
  region: string;
  country: string;
  ipAddress: string;
  browser: string;
  os: string;
  deviceType: string;
  isBot: boolean;
  visitTime: string;
};

export type NewPageView = {
  sessionId: string;
  eventId: string | null;
  path: string;
  title: string;
  isBot: boolean;
  viewedAt: string;
};

type VisitWriter = {
  /** Stores a visit; false when its event id is already stored (a retried send). */
  insertVisit(visit: NewVisit): Promise<boolean>;
  /** Stores a page view; false when its event id is already stored. */
  insertPageView(view: NewPageView): Promise<boolean>;
};

/**
 * The ingest path's two inserts, each batched (see batched-writes.ts): under load one
 * multi-row INSERT and one commit carry many visits.
 */
export function createVisitWriter(db: Kysely<Database>): VisitWriter {
  return {
    insertVisit: batchedWrites(async (visits: NewVisit[]) => {
      const returned = await db
        .insertInto('visitors')
        .values(visits.map(visitRow))
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .execute();
      return storedByEventId(
        visits.map((visit) => visit.eventId),
        returned.map((row) => row.event_id),
      );
    }),
    insertPageView: batchedWrites(async (views: NewPageView[]) => {
      const returned = await db
        .insertInto('page_views')
        .values(views.map(pageViewRow))
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .execute();
      return storedByEventId(
        views.map((view) => view.eventId),
        returned.map((row) => row.event_id),
      );
    }),
  };
}

/** The row of a visit; the bot flag is 0/1 like every flag (schema.ts). */
export function visitRow(visit: NewVisit): Insertable<VisitorsTable> {
  return {
    session_id: visit.sessionId,
    event_id: visit.eventId,
    user_agent: visit.userAgent,
    referrer: visit.referrer,
    landing_path: visit.landingPath,
    city: visit.city,
    region: visit.region,
    country: visit.country,
    ip_address: visit.ipAddress,
    browser: visit.browser,
    os: visit.os,
    device_type: visit.deviceType,
    is_bot: visit.isBot ? 1 : 0,
    visit_time: visit.visitTime,
  };
}

/** The row of a page view. */
export function pageViewRow(view: NewPageView): Insertable<PageViewsTable> {
  return {
    session_id: view.sessionId,
    event_id: view.eventId,
    path: view.path,
    title: view.title,
    is_bot: view.isBot ? 1 : 0,
    viewed_at: view.viewedAt,
  };
}

export async function countVisits(db: Kysely<Database>): Promise<VisitorCount> {
  const row = await db
    .selectFrom('visitors')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.count<number>('session_id').distinct().as('sessions'),
    ])
    .where('is_bot', '=', 0)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), uniqueSessions: Number(row.sessions) };
}

export async function listRecentVisits(db: Kysely<Database>, limit: number): Promise<VisitorAdminView[]> {
  return db
    .selectFrom('visitors')
    .select([
      'session_id',
      'city',
      'region',
      'country',
      'ip_address',
      'visit_time',
      'referrer',
      'landing_path',
      'browser',
      'os',
      'device_type',
    ])
    .where('is_bot', '=', 0)
    .orderBy('visit_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function listRecentPageViews(db: Kysely<Database>, limit: number): Promise<PageViewAdminView[]> {
  return db
    .selectFrom('page_views')
    .select(['session_id', 'path', 'title', 'viewed_at'])
    .where('is_bot', '=', 0)
    .orderBy('viewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
