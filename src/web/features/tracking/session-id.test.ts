import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorSessionIdSchema } from '#shared/tracking.js';
import { stubBrowser } from './browser-stubs.test-support.js';
import { createSessionId, currentSessionId, SESSION_ID_KEY } from './session-id.js';

describe('session id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the form visitor_{timestamp}_{9 random characters}, which the server accepts', () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const id = createSessionId(1718000000000);
      expect(id).toMatch(/^visitor_1718000000000_[a-z0-9]{9}$/);
      expect(visitorSessionIdSchema.safeParse(id).success).toBe(true);
    }
    expect(createSessionId()).not.toBe(createSessionId());
  });

  it('is created once and then reused from currentSessionId', () => {
    const storage = stubBrowser();
    const first = currentSessionId();
    expect(storage.get(SESSION_ID_KEY)).toBe(first);
    expect(currentSessionId()).toBe(first);
  });

  it("reuses the seed's session_… form, and replaces a stored value of any other form", () => {
    const storage = stubBrowser();
    storage.set(SESSION_ID_KEY, 'session_1718000000000_k3j4h5g6f');
    expect(currentSessionId()).toBe('session_1718000000000_k3j4h5g6f');
    storage.set(SESSION_ID_KEY, '<script>');
    expect(currentSessionId()).toMatch(/^visitor_\d+_[a-z0-9]{9}$/);
  });
});
