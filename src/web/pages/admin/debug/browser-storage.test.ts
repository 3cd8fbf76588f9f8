import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '#web/features/tracking/browser-stubs.test-support.js';
import {
  addTestData,
  clearSiteStorage,
  countLocalRecords,
  debugTestDataKey,
  readSiteStorage,
} from './browser-storage.js';

const liveQueue = JSON.stringify([{ sessionId: 'visitor_1_live', eventId: 'e1' }]);

describe("the debug page's test data", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes under its own key and leaves the live tracking and chat keys as they were', () => {
    const storage = stubBrowser();
    storage.set('allVisitors', liveQueue);
    addTestData(new Date('2026-03-10T10:00:00.000Z'));
    addTestData(new Date('2026-03-10T10:05:00.000Z'));
    expect(storage.get('allVisitors')).toBe(liveQueue);
    for (const key of ['allChats', 'visitorCount', 'lastVisitorInfo']) expect(storage.has(key)).toBe(false);
    const records = JSON.parse(storage.get(debugTestDataKey) ?? '[]') as { debugTestData: boolean }[];
    expect(records).toHaveLength(10);
    expect(records.every((record) => record.debugTestData)).toBe(true);
  });

  it('counts with the local records, shows in the storage panel and goes with Clear localStorage', () => {
    const storage = stubBrowser();
    storage.set('allVisitors', liveQueue);
    storage.set('adminToken', 'secret-token');
    addTestData();
    const entries = readSiteStorage();
    expect(countLocalRecords(entries)).toBe(6);
    expect(entries.find((entry) => entry.key === debugTestDataKey)?.summary).toBe('5 records');
    expect(entries.find((entry) => entry.key === 'adminToken')?.value).toBe('(hidden)');

    clearSiteStorage();
    expect([...storage.keys()]).toEqual(['adminToken']);
  });
});
