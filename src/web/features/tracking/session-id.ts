/** The browser key of the visitor's session id (spec section 3 "Entities and their fields"). */
export const SESSION_ID_KEY = 'currentSessionId';

/**
 * `visitor_{timestamp}_{9 random characters}` (spec sections 3 "Entities and their fields" and 9
 * "Business constants and limits").
 */
export function createSessionId(now = Date.now()): string {
  return `visitor_${now}_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
}

/** The stored session id, or a new one stored for next time. */
export function currentSessionId(): string {
  const stored = localStorage.getItem(SESSION_ID_KEY);
  if (stored && /^(visitor|session)_\d+_[a-z\d]+$/i.test(stored)) return stored;
  const created = createSessionId();
  try {
    localStorage.setItem(SESSION_ID_KEY, created);
  } catch {
    // Storage full: the id still serves this page.
  }
  return created;
}
