import { describe, expect, it } from 'vitest';
import { pageViewRow, visitRow } from './visitors-repository.js';

// A visit and a page view as tracking hands them over, and the rows they are stored as.

describe('visitRow', () => {
  it('puts every field in its column, the bot flag as 0/1', () => {
    const visit = {
      sessionId: 'session_1764100000000_abcdefghi',
      eventId: 'event-0001',
      userAgent: 'Mozilla/5.0',
      referrer: 'Direct',
      landingPath: '/retail',
      city: 'Kolkata',
      region: 'West Bengal',
      country: 'India',
      ipAddress: '203.0.113.0',
      browser: 'Chrome',
      os: 'Android',
      deviceType: 'mobile',
      isBot: false,
      visitTime: '2026-11-25T10:00:00.000Z',
    };
    expect(visitRow(visit)).toEqual({
      session_id: 'session_1764100000000_abcdefghi',
      event_id: 'event-0001',
      user_agent: 'Mozilla/5.0',
      referrer: 'Direct',
      landing_path: '/retail',
      city: 'Kolkata',
      region: 'West Bengal',
      country: 'India',
      ip_address: '203.0.113.0',
      browser: 'Chrome',
      os: 'Android',
      device_type: 'mobile',
      is_bot: 0,
      visit_time: '2026-11-25T10:00:00.000Z',
    });
    expect(visitRow({ ...visit, isBot: true }).is_bot).toBe(1);
  });
});

describe('pageViewRow', () => {
  it('puts every field in its column, the bot flag as 0/1', () => {
    const view = {
      sessionId: 'session_1764100000000_abcdefghi',
      eventId: null,
      path: '/careers',
      title: 'Careers',
      isBot: true,
      viewedAt: '2026-11-25T10:00:05.000Z',
    };
    expect(pageViewRow(view)).toEqual({
      session_id: 'session_1764100000000_abcdefghi',
      event_id: null,
      path: '/careers',
      title: 'Careers',
      is_bot: 1,
      viewed_at: '2026-11-25T10:00:05.000Z',
    });
  });
});
