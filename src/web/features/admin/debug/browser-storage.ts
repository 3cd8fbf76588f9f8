import { adminTokenKey } from '../session/admin-token-storage.js';

/** Spec section 3: the keys the site keeps in localStorage. */
export const siteStorageKeys = [
  adminTokenKey,
  'currentSessionId',
  'currentUserLocation',
  'allVisitors',
  'allChats',
  'visitorCount',
  'lastVisitorInfo',
  'cookieConsent',
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

/** Fallback records kept in this browser (visits and chats that did not reach the server). */
export function countLocalRecords(entries: StorageEntry[]): number {
  return entries
    .filter((entry) => entry.key === 'allVisitors' || entry.key === 'allChats')
    .reduce((sum, entry) => sum + (Array.isArray(entry.value) ? entry.value.length : 0), 0);
}

function readList(store: Storage, key: string): unknown[] {
  const value = parse(store.getItem(key) ?? '[]');
  return Array.isArray(value) ? value : [];
}

/**
 * 'Add Test Data to localStorage': sample fallback records in the seed's shapes, marked
 * `debugTestData`. They stay in this browser; nothing here sends them to the server.
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
  const allVisitors = [...readList(store, 'allVisitors'), ...visitors];
  store.setItem('allVisitors', JSON.stringify(allVisitors));
  store.setItem('allChats', JSON.stringify([...readList(store, 'allChats'), ...chats]));
  store.setItem('visitorCount', String(allVisitors.length));
  store.setItem('lastVisitorInfo', JSON.stringify(visitors.at(-1)));
}

/** 'Clear localStorage': the site's keys, except the sign-in, so the diagnostics can go on. */
export function clearSiteStorage(): void {
  const store = storage();
  for (const key of siteStorageKeys) {
    if (key !== adminTokenKey) store?.removeItem(key);
  }
}
