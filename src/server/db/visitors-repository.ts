import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { PageViewAdminView, VisitorAdminView, VisitorCount } from '../../shared/tracking.js';
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

export type VisitWriter = {
  /** Stores a visit; false when its event id is already stored (a retried send). */
  insertVisit(visit: NewVisit): Promise<boolean>;
  /** Stores a page view; false when its event id is already stored. */
  insertPageView(view: NewPageView): Promise<boolean>;
};

/**
 * The ingest path's two inserts, their SQL compiled once: building and compiling a Kysely query
 * costs about as much as SQLite takes to run it, and a visit is written many times a second.
 * Each call only binds its values (in the order the row functions below give them).
 */
export function createVisitWriter(db: Kysely<Database>): VisitWriter {
  const visitSql = db
    .insertInto('visitors')
    .values(visitRow(sampleVisit))
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .compile().sql;
  const pageViewSql = db
    .insertInto('page_views')
    .values(pageViewRow(samplePageView))
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .compile().sql;
  const run = async (sql: string, row: object) => {
    const result = await db.executeQuery(CompiledQuery.raw(sql, Object.values(row)));
    return result.numAffectedRows !== 0n;
  };
  return {
    insertVisit: (visit) => run(visitSql, visitRow(visit)),
    insertPageView: (view) => run(pageViewSql, pageViewRow(view)),
  };
}

function visitRow(visit: NewVisit): Insertable<VisitorsTable> {
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

function pageViewRow(view: NewPageView): Insertable<PageViewsTable> {
  return {
    session_id: view.sessionId,
    event_id: view.eventId,
    path: view.path,
    title: view.title,
    is_bot: view.isBot ? 1 : 0,
    viewed_at: view.viewedAt,
  };
}

const sampleVisit: NewVisit = {
  sessionId: '',
  eventId: null,
  userAgent: '',
  referrer: '',
  landingPath: null,
  city: '',
  region: '',
  country: '',
  ipAddress: '',
  browser: '',
  os: '',
  deviceType: '',
  isBot: false,
  visitTime: '',
};
const samplePageView: NewPageView = {
  sessionId: '',
  eventId: null,
  path: '',
  title: '',
  isBot: false,
  viewedAt: '',
};

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
