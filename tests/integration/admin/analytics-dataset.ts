import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';

/**
 * A small, known traffic history around `analyticsNow` (17:30 IST on 15 March 2025), written
 * straight into the tables, so every figure of the dashboard can be checked by hand:
 * - today (IST) from 2025-03-14T18:30Z; 7 days from 2025-03-08T18:30Z; 30 days from 2025-02-13T18:30Z;
 * - one visit at 00:30 IST on the 15th is the 14th in UTC (checks the IST day);
 * - a bot's visit and page view that no figure may count.
 */
export const analyticsNow = new Date('2025-03-15T12:00:00.000Z');

type VisitSeed = {
  session: string;
  time: string;
  city: string;
  country: string;
  referrer: string;
  browser: string;
  device: string;
  bot?: boolean;
};

const visits: VisitSeed[] = [
  {
    session: 'visitor_today_one',
    time: '2025-03-15T10:00:00.000Z',
    city: 'Kolkata',
    country: 'India',
    referrer: 'https://google.com/',
    browser: 'Chrome',
    device: 'desktop',
  },
  {
    session: 'visitor_today_one',
    time: '2025-03-15T11:00:00.000Z',
    city: 'Kolkata',
    country: 'India',
    referrer: '',
    browser: 'Chrome',
    device: 'desktop',
  },
  {
    session: 'visitor_today_two',
    time: '2025-03-14T19:00:00.000Z',
    city: 'Patna',
    country: 'India',
    referrer: 'direct',
    browser: 'Firefox',
    device: 'mobile',
  },
  {
    session: 'visitor_this_week',
    time: '2025-03-10T08:00:00.000Z',
    city: 'Dhaka',
    country: 'Bangladesh',
    referrer: 'https://bing.com/',
    browser: 'Safari',
    device: 'mobile',
  },
  {
    session: 'visitor_this_month',
    time: '2025-02-20T08:00:00.000Z',
    city: 'Unknown',
    country: 'Unknown',
    referrer: 'Direct',
    browser: 'Chrome',
    device: 'tablet',
  },
  {
    session: 'visitor_long_ago',
    time: '2024-12-01T08:00:00.000Z',
    city: 'Siliguri',
    country: 'India',
    referrer: 'https://google.com/',
    browser: 'Chrome',
    device: 'desktop',
  },
  {
    session: 'visitor_bot',
    time: '2025-03-15T09:00:00.000Z',
    city: 'Kolkata',
    country: 'India',
    referrer: '',
    browser: 'Googlebot',
    device: 'desktop',
    bot: true,
  },
];

const chats = [
  { session: 'chat_one', time: '2025-03-15T09:30:00.000Z', city: 'Kolkata', country: 'India' },
  {
    session: 'chat_one',
    time: '2025-03-15T09:31:00.000Z',
    city: 'Kolkata',
    country: 'India',
    handover: true,
  },
  { session: 'chat_two', time: '2025-03-12T05:00:00.000Z', city: 'Unknown', country: 'Unknown' },
  {
    session: 'chat_three',
    time: '2025-01-05T05:00:00.000Z',
    city: 'Ranchi',
    country: 'India',
    handover: true,
  },
];

const pageViews = [
  { session: 'visitor_today_one', path: '/', time: '2025-03-15T10:00:00.000Z' },
  { session: 'visitor_today_one', path: '/products', time: '2025-03-15T10:01:00.000Z' },
  { session: 'visitor_today_two', path: '/', time: '2025-03-14T19:00:00.000Z' },
  { session: 'visitor_this_month', path: '/careers', time: '2025-03-01T08:00:00.000Z' },
  { session: 'visitor_bot', path: '/', time: '2025-03-15T09:00:00.000Z', bot: true },
];

export async function seedAnalytics(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('visitors')
    .values(
      visits.map((visit, index) => ({
        session_id: visit.session,
        event_id: null,
        user_agent: `Test agent ${index}`,
        referrer: visit.referrer,
        landing_path: '/',
        city: visit.city,
        region: 'Unknown',
        country: visit.country,
        ip_address: `203.0.113.${index}`,
        browser: visit.browser,
        os: 'Linux',
        device_type: visit.device,
        is_bot: visit.bot ? 1 : 0,
        visit_time: visit.time,
      })),
    )
    .execute();
  await db
    .insertInto('chats')
    .values(
      chats.map((chat, index) => ({
        session_id: chat.session,
        user_message: `Question ${index}`,
        bot_response: `Answer ${index}`,
        mode: 'builtin',
        error_class: null,
        city: chat.city,
        country: chat.country,
        interaction_time: chat.time,
        handover: 'handover' in chat && chat.handover ? 1 : 0,
      })),
    )
    .execute();
  await db
    .insertInto('page_views')
    .values(
      pageViews.map((view) => ({
        session_id: view.session,
        event_id: null,
        path: view.path,
        title: view.path,
        is_bot: view.bot ? 1 : 0,
        viewed_at: view.time,
      })),
    )
    .execute();
}
