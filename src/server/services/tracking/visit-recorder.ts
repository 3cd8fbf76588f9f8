import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { createVisitWriter } from '#server/db/visitors-repository.js';
import { markAnalyticsDaysChanged } from '#server/services/analytics/analytics-rollups.js';
import type { Geolocator } from '#server/services/geolocation.js';
import { analyticsDay } from '#shared/analytics.js';
import type { VisitorTrackingRequest } from '#shared/tracking.js';
import { anonymiseIp, normaliseIp } from './client-ip.js';
import { describeUserAgent } from './user-agent.js';

/** How old a queued record's own time may be and still be believed. */
const MAX_RECORD_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type VisitRecorderOptions = { db: Kysely<Database>; geolocator: Geolocator; storeFullIp: boolean };

/**
 * Stores the records of POST /api/tracking/visitor. Built once per app, so a request only does
 * its own work: a cached user-agent parse, an in-memory location lookup and one or two inserts.
 * Returns false when the record was a retry of one already stored.
 */
export function createVisitRecorder({ db, geolocator, storeFullIp }: VisitRecorderOptions) {
  const { insertVisit, insertPageView } = createVisitWriter(db);
  async function storeRecord(record: VisitorTrackingRequest, clientIp: string, time: string) {
    const eventId = record.eventId ?? null;
    const { browser, os, deviceType, isBot } = describeUserAgent(record.userAgent);
    const pageView = (path: string) => ({
      sessionId: record.sessionId,
      eventId,
      path,
      title: record.title ?? '',
      isBot,
      viewedAt: time,
    });
    if (record.type === 'page_view' && record.path !== undefined) {
      return insertPageView(pageView(record.path));
    }

    const ip = normaliseIp(clientIp);
    const location = geolocator.locate(ip);
    const visit = {
      sessionId: record.sessionId,
      eventId,
      userAgent: record.userAgent,
      referrer: describeReferrer(record.referrer),
      landingPath: record.path ?? null,
      ...location,
      ipAddress: storeFullIp ? ip : anonymiseIp(ip),
      browser,
      os,
      deviceType,
      isBot,
      visitTime: time,
    };
    const stored = await insertVisit(visit);
    // The landing page is the visit's first page view, under the same event id. It is written
    // even when the visit was a retry, so a send cut off between the two inserts heals itself.
    if (record.path !== undefined) await insertPageView(pageView(record.path));
    return stored;
  }

  return async function recordVisit(record: VisitorTrackingRequest, clientIp: string, now: Date) {
    const time = recordTime(record.timestamp, now);
    const stored = await storeRecord(record, clientIp, time);
    // A record sent late from the browser's queue keeps its own time: when that falls on a past day,
    // the day's analytics roll-up may already be made without it.
    const day = analyticsDay(new Date(time));
    if (day < analyticsDay(now)) await markAnalyticsDaysChanged(db, [day]);
    return stored;
  };
}

/** The seed writes 'Direct' (once 'direct') for no referrer; we store 'Direct' for all of those. */
function describeReferrer(referrer: string | undefined): string {
  return !referrer || referrer.toLowerCase() === 'direct' ? 'Direct' : referrer;
}

/** The browser's time for a record sent late from its queue, when plausible; otherwise now. */
function recordTime(sentTime: string | undefined, now: Date): string {
  const sent = sentTime === undefined ? Number.NaN : Date.parse(sentTime);
  const age = now.getTime() - sent;
  return age >= 0 && age <= MAX_RECORD_AGE_MS ? new Date(sent).toISOString() : now.toISOString();
}
