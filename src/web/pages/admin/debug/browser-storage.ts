import { adminTokenKey } from '#web/admin/session/admin-token-storage.js';

/**
 * Where 'Add Test Data to localStorage' puts its sample records: a key of its own, so they never
 * mix with the live fallback lists (`allVisitors`, `allChats`), which the site sends on to the
 * server once it answers.
 */
export const debugTestDataKey = 'debugTestData';

/** Local fallback lists: visits and chats kept in this browser while the server could not take them. */
const fallbackListKeys = ['allVisitors', 'allChats'];

/**
 * Spec section 3 "Entities and their fields": the keys the site keeps in localStorage; then the
 * debug page's own.
 */
const siteStorageKeys = [
  adminTokenKey,
  'currentSessionId',
  'currentUserLocation',
  ...fallbackListKeys,
  'visitorCount',
  'lastVisitorInfo',
  'cookieConsent',
  debugTestDataKey,
] as const;

export type StorageEntry = { key: string; present: boolean; summary: string; value: unknown };

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function summarise(key: string, text: string): string {
  if (key === adminTokenKey) return `present (${text.length} characters, hidden)`;
  const value = parse(text);
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'record' : 'records'}`;
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return shown.length > 80 ? `${shown.slice(0, 77)}...` : shown;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What this browser holds under each key; the token itself is never shown. */
export function readSiteStorage(): StorageEntry[] {
  const store = storage();
  return siteStorageKeys.map((key) => {
    const text = store?.getItem(key) ?? null;
    if (text === null) return { key, present: false, summary: 'not set', value: null };
    const value = key === adminTokenKey ? '(hidden)' : parse(text);
    return { key, present: true, summary: summarise(key, text), value };
  });
}

/** Records kept in this browser only: the fallback lists and the debug page's test data. */
export function countLocalRecords(entries: StorageEntry[]): number {
  return entries
    .filter((entry) => [...fallbackListKeys, debugTestDataKey].includes(entry.key))
    .reduce((sum, entry) => sum + (Array.isArray(entry.value) ? entry.value.length : 0), 0);
}

/**
 * 'Add Test Data to localStorage': sample visit and chat records in the seed's shapes, marked
 * `debugTestData`, added to the debug page's own key. Nothing sends them to the server.
 */
export function addTestData(now: Date = new Date()): void {
  const store = storage();
  if (!store) return;
  const timestamp = now.toISOString();
  const stamp = now.getTime();
  const visitors = [1, 2, 3].map((n) => ({
    sessionId: `visitor_${stamp}_debugtest${n}`,
    userAgent: navigator.userAgent,
    referrer: 'Direct',
    timestamp,
    debugTestData: true,
  }));
  const chats = [1, 2].map((n) => ({
    sessionId: `chat_${stamp}_debugtest${n}`,
    userMessage: `Test question ${n} from the debug page`,
    botResponse: `Test answer ${n}`,
    userLocation: { country: 'India', city: 'Kolkata' },
    timestamp,
    debugTestData: true,
  }));
  const stored = parse(store.getItem(debugTestDataKey) ?? '[]');
  const records = [...(Array.isArray(stored) ? stored : []), ...visitors, ...chats];
  store.setItem(debugTestDataKey, JSON.stringify(records));
}

/** 'Clear localStorage': the site's keys, except the sign-in, so the diagnostics can go on. */
export function clearSiteStorage(): void {
  const store = storage();
  for (const key of siteStorageKeys) {
    if (key !== adminTokenKey) store?.removeItem(key);
  }
}
