import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-url.js';

describe('loggedUrl', () => {
  const token = 'Zq3vXcN8b1sK0mP9aL2dF7gH4jR6tY5uW8eQ1oI3kS0';

  it("cuts a preview's token and keeps the page after it", () => {
    expect(loggedUrl(`/preview/${token}/retail?x=1`)).toBe('/preview/Zq3vXc…/retail?x=1');
  });

  it("cuts an invitation link's token", () => {
    expect(loggedUrl(`/api/auth/invitations/${token}`)).toBe('/api/auth/invitations/Zq3vXc…');
  });

  it('leaves other addresses and short segments as they are', () => {
    expect(loggedUrl('/api/careers/applications?limit=5')).toBe('/api/careers/applications?limit=5');
    expect(loggedUrl('/preview/abc')).toBe('/preview/abc');
  });
});
