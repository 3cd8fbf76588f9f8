import { vi } from 'vitest';

/**
 * For unit tests run in Node: a `localStorage` (also as `window.localStorage`) kept in memory,
 * and the `navigator` and `document` fields the tracking code reads.
 */
export function stubBrowser(navigatorFields: Record<string, unknown> = {}): Map<string, string> {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { localStorage: storage });
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Test', ...navigatorFields });
  vi.stubGlobal('document', { referrer: '', title: 'Home | Sample Infotech Group' });
  return items;
}
