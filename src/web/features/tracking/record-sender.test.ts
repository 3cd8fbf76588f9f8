import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorTrackingRequestSchema } from '#shared/tracking.js';
import { CONSENT_STORAGE_KEY } from '#web/lib/consent-storage.js';
import { stubBrowser } from './browser-stubs.test-support.js';
import { appendToQueue, FALLBACK_QUEUE_CAP, FALLBACK_QUEUE_KEY, readQueue } from './fallback-queue.js';
import { flushQueue, sendRecord } from './record-sender.js';
import { createTrackingRecord, type TrackingRecord } from './tracking-record.js';
import { clearTrackingStorage } from './tracking-storage.js';

const record = (eventId: string): TrackingRecord => ({
  sessionId: 'visitor_1718000000000_abc123xyz',
  userAgent: 'Mozilla/5.0 Test',
  eventId,
  timestamp: '2026-03-10T10:00:00.000Z',
});

function allowStatistics(storage: Map<string, string>, statistics: boolean) {
  const preferences = { necessary: true, preferences: true, statistics, marketing: false };
  storage.set(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ accepted: true, preferences, timestamp: '2026-03-10T09:00:00.000Z', version: 1 }),
  );
}

/** A fetch that answers each request with the next status (a thrown error for 'offline'). */
function stubFetch(...answers: (number | 'offline')[]) {
  const sent: TrackingRecord[] = [];
  const fetchStub = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    const answer = answers.shift() ?? 200;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetchStub };
}

describe('the fallback queue', () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = stubBrowser();
    allowStatistics(storage, true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps at most 100 records, dropping the oldest, in the order they were made', () => {
    let queue: TrackingRecord[] = [];
    for (let index = 0; index < 130; index += 1) queue = appendToQueue(queue, record(`event-${index}-xyz`));
    expect(queue).toHaveLength(FALLBACK_QUEUE_CAP);
    expect(queue[0]?.eventId).toBe('event-30-xyz');
    expect(queue.at(-1)?.eventId).toBe('event-129-xyz');
  });

  it('receives a record the server could not take, and not one it accepted or refused as invalid', async () => {
    stubFetch(200, 'offline', 503, 429, 400);
    for (const eventId of ['accepted-1', 'offline-2', 'down-3', 'limited-4', 'invalid-5']) {
      await sendRecord(record(eventId));
    }
    expect(readQueue().map((queued) => queued.eventId)).toEqual(['offline-2', 'down-3', 'limited-4']);
  });

  it('is sent oldest first, each record leaving it only once accepted', async () => {
    storage.set(
      FALLBACK_QUEUE_KEY,
      JSON.stringify(['a', 'b', 'c', 'd'].map((id) => record(`queued-${id}-1`))),
    );
    const { sent } = stubFetch(200, 200, 'offline');
    await flushQueue();
    expect(sent.map((queued) => queued.eventId)).toEqual(['queued-a-1', 'queued-b-1', 'queued-c-1']);
    expect(readQueue().map((queued) => queued.eventId)).toEqual(['queued-c-1', 'queued-d-1']);

    stubFetch();
    await flushQueue();
    expect(storage.has(FALLBACK_QUEUE_KEY)).toBe(false);
  });

  it('sends and queues nothing without statistics consent', async () => {
    allowStatistics(storage, false);
    storage.set(FALLBACK_QUEUE_KEY, JSON.stringify([record('queued-a-1')]));
    const { fetchStub } = stubFetch('offline');
    await sendRecord(record('new-record-1'));
    await flushQueue();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(readQueue().map((queued) => queued.eventId)).toEqual(['queued-a-1']);
  });

  it('is cleared with the other tracking keys when consent is withdrawn', () => {
    for (const key of [FALLBACK_QUEUE_KEY, 'currentSessionId', 'allChats', 'currentUserLocation']) {
      storage.set(key, '[]');
    }
    clearTrackingStorage();
    expect([...storage.keys()]).toEqual([CONSENT_STORAGE_KEY]);
  });
});

describe('createTrackingRecord', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a visit and a page view the server accepts', () => {
    stubBrowser();
    const visit = createTrackingRecord('visit', '/retail');
    expect(visit).toMatchObject({
      type: 'visit',
      referrer: 'Direct',
      path: '/retail',
      title: 'Home | Sample Infotech Group',
    });
    const view = createTrackingRecord('page_view', '/careers');
    expect(view).not.toHaveProperty('referrer');
    expect(view.sessionId).toBe(visit.sessionId);
    expect(view.eventId).not.toBe(visit.eventId);
    for (const made of [visit, view]) expect(visitorTrackingRequestSchema.safeParse(made).success).toBe(true);
  });
});
