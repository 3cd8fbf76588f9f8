import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '#web/lib/consent-storage.js';
import { stubBrowser } from './browser-stubs.test-support.js';
import type { TrackingRecord } from './tracking-record.js';

function allowStatistics(storage: Map<string, string>) {
  const preferences = { necessary: true, preferences: false, statistics: true, marketing: false };
  storage.set(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ accepted: true, preferences, timestamp: '2026-03-10T09:00:00.000Z', version: 1 }),
  );
}

describe('the page load record', () => {
  let storage: Map<string, string>;
  let tabStorage: Map<string, string>;
  let sent: TrackingRecord[];
  // The module remembers that this page load has its record: a fresh copy is a fresh page load.
  const freshPageLoad = async () => {
    vi.resetModules();
    return (await import('./page-load-record.js')).recordPageLoad;
  };

  beforeEach(() => {
    storage = stubBrowser();
    tabStorage = new Map();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => tabStorage.get(key) ?? null,
      setItem: (key: string, value: string) => void tabStorage.set(key, value),
      removeItem: (key: string) => void tabStorage.delete(key),
    });
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is sent once statistics are allowed, once per page load: a visit first, then page views', async () => {
    let recordPageLoad = await freshPageLoad();
    recordPageLoad('/retail');
    expect(sent).toEqual([]);
    expect(storage.has('currentSessionId')).toBe(false);

    allowStatistics(storage);
    recordPageLoad('/retail');
    recordPageLoad('/retail');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'visit', path: '/retail', referrer: 'Direct' });

    recordPageLoad = await freshPageLoad();
    recordPageLoad('/careers');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ type: 'page_view', path: '/careers', sessionId: sent[0]?.sessionId });
  });

  it("is not sent for an admin's preview of unpublished content", async () => {
    allowStatistics(storage);
    const recordPageLoad = await freshPageLoad();
    recordPageLoad('/preview/0123456789abcdef0123456789abcdef/retail');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
  });
});
