import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import {
  type AnalyticsSummary,
  analyticsDay,
  type DailyActivity,
  directReferrer,
  engagementRate,
  type LocationCount,
  type RankedItem,
  type Timeframe,
  timeframeStart,
  unknownLocationPart,
} from '#shared/analytics.js';
import { languageOfPath, siteLanguages } from '#shared/languages.js';
import { seededRandom } from '#tests/support/seeded-random.js';

/**
 * Two weeks of traffic before `rollupNow` (17:30 IST on 15 March 2025), so most of it lies in
 * closed days that the analytics read from their daily roll-ups, and the figures every endpoint
 * should give, counted here in plain code from the same rows. Besides random traffic it holds the
 * cases roll-ups can get wrong: sessions that go on past IST midnight (also into today), sessions
 * that come back days later, two first visits of a session at the same instant, bots, unknown
 * and empty locations, and every spelling of a direct referrer.
 */
export const rollupNow = new Date('2025-03-15T12:00:00.000Z');

export type VisitRow = {
  session: string;
  time: string;
  city: string;
  country: string;
  referrer: string;
  browser: string;
  device: string;
  bot: boolean;
};
export type PageViewRow = { session: string; path: string; time: string; bot: boolean };
export type ChatRow = { session: string; time: string; city: string; country: string };
export type RollupDataset = { visits: VisitRow[]; pageViews: PageViewRow[]; chats: ChatRow[] };

/** The IST wall-clock time `hh:mm` of `day` (`YYYY-MM-DD`), as an ISO instant. */
export function istTime(day: string, time: string): string {
  return new Date(`${day}T${time}:00.000+05:30`).toISOString();
}

const places: [string, string][] = [
  ['Kolkata', 'India'],
  ['Patna', 'India'],
  ['Siliguri', 'India'],
  ['Dhaka', 'Bangladesh'],
  [unknownLocationPart, unknownLocationPart],
  ['', ''],
];
const referrers = ['', 'direct', 'Direct', 'https://google.com/', 'https://bing.com/'];
const browsers = ['Chrome', 'Firefox', 'Safari'];
const devices = ['desktop', 'mobile', 'tablet'];
// Pages in Bengali and Hindi as well, and one whose name only starts like a language's prefix.
const paths = ['/', '/careers', '/products', '/contact', '/bn', '/bn/careers', '/hi/products', '/bnb'];

export function buildRollupDataset(): RollupDataset {
  const random = seededRandom(2025_03_15);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const dataset: RollupDataset = { visits: [], pageViews: [], chats: [] };
  const visit = (session: string, time: string, overrides: Partial<VisitRow> = {}) => {
    const [city, country] = pick(places);
    const row: VisitRow = {
      session,
      time,
      city,
      country,
      referrer: pick(referrers),
      browser: pick(browsers),
      device: pick(devices),
      bot: false,
      ...overrides,
    };
    dataset.visits.push(row);
    dataset.pageViews.push({ session, path: pick(paths), time, bot: row.bot });
  };

  // Random traffic: 14 days up to now, one to three visits per session, minutes to hours apart.
  const start = rollupNow.getTime() - 14 * 24 * 60 * 60 * 1000;
  for (let session = 0; session < 90; session += 1) {
    let time = start + Math.floor(random() * (rollupNow.getTime() - start));
    for (let visits = 1 + Math.floor(random() * 3); visits > 0 && time <= rollupNow.getTime(); visits -= 1) {
      visit(`visitor_random_${session}`, new Date(time).toISOString());
      time += Math.floor(random() * 6 * 60 * 60 * 1000);
    }
  }
  for (let chat = 0; chat < 40; chat += 1) {
    const [city, country] = pick(places);
    const time = new Date(start + Math.floor(random() * (rollupNow.getTime() - start))).toISOString();
    dataset.chats.push({ session: `chat_random_${chat % 25}`, time, city, country });
  }

  // Sessions that go on past IST midnight: one visitor in a timeframe, one on each day of the series.
  visit('visitor_midnight', istTime('2025-03-09', '23:50'), { city: 'Patna', country: 'India' });
  visit('visitor_midnight', istTime('2025-03-10', '00:10'), { city: 'Kolkata', country: 'India' });
  visit('visitor_into_today', istTime('2025-03-14', '23:55'), { city: 'Dhaka', country: 'Bangladesh' });
  visit('visitor_into_today', istTime('2025-03-15', '00:05'), { city: 'Siliguri', country: 'India' });
  // A session that comes back days later, and today.
  visit('visitor_returning', istTime('2025-03-03', '10:00'), { city: 'Siliguri', country: 'India' });
  visit('visitor_returning', istTime('2025-03-08', '11:00'), { city: 'Kolkata', country: 'India' });
  visit('visitor_returning', istTime('2025-03-15', '09:00'), { city: 'Patna', country: 'India' });
  // Two visits at the same instant: the first recorded (lower id) is the session's first.
  visit('visitor_same_instant', istTime('2025-03-12', '12:00'), { city: 'Dhaka', country: 'Bangladesh' });
  visit('visitor_same_instant', istTime('2025-03-12', '12:00'), { city: 'Kolkata', country: 'India' });
  // Bots, on closed days and today, one of them the first row of a session that later is human.
  for (const time of [
    istTime('2025-03-05', '03:00'),
    istTime('2025-03-13', '04:00'),
    istTime('2025-03-15', '05:00'),
  ]) {
    visit('visitor_bot', time, { browser: 'Googlebot', bot: true });
  }
  visit('visitor_bot_then_human', istTime('2025-03-06', '08:00'), { browser: 'Googlebot', bot: true });
  visit('visitor_bot_then_human', istTime('2025-03-11', '08:00'), { city: 'Kolkata', country: 'India' });
  // Chats either side of midnight, and unknown places.
  dataset.chats.push(
    { session: 'chat_midnight', time: istTime('2025-03-14', '23:59'), city: 'Kolkata', country: 'India' },
    { session: 'chat_midnight', time: istTime('2025-03-15', '00:01'), city: 'Kolkata', country: 'India' },
    { session: 'chat_unknown', time: istTime('2025-03-07', '10:00'), city: '', country: '' },
  );
  return dataset;
}

/** Writes the rows in order, so ids follow the arrays (the tie-break of same-instant visits). */
export async function insertRollupDataset(db: Kysely<Database>, dataset: RollupDataset): Promise<void> {
  for (const row of dataset.visits) {
    await db
      .insertInto('visitors')
      .values({
        session_id: row.session,
        event_id: null,
        user_agent: `${row.browser} test agent`,
        referrer: row.referrer,
        landing_path: '/',
        city: row.city,
        region: '',
        country: row.country,
        ip_address: '203.0.113.0',
        browser: row.browser,
        os: 'Linux',
        device_type: row.device,
        is_bot: row.bot ? 1 : 0,
        visit_time: row.time,
      })
      .execute();
  }
  for (const row of dataset.pageViews) {
    await db
      .insertInto('page_views')
      .values({
        session_id: row.session,
        event_id: null,
        path: row.path,
        title: row.path,
        is_bot: row.bot ? 1 : 0,
        viewed_at: row.time,
      })
      .execute();
  }
  for (const row of dataset.chats) {
    await db
      .insertInto('chats')
      .values({
        session_id: row.session,
        user_message: 'Question',
        bot_response: 'Answer',
        mode: 'builtin',
        error_class: null,
        city: row.city,
        country: row.country,
        interaction_time: row.time,
      })
      .execute();
  }
}

export type ExpectedFigures = {
  summary: AnalyticsSummary;
  visitorsTotal: number;
  chatsTotal: number;
  visitorLocations: LocationCount[];
  chatLocations: LocationCount[];
  chatSummary: { total_chats: number; unique_locations: number; handovers: number };
  days: DailyActivity[];
  topPages: RankedItem[];
  /** Page views per language code, every language of the site in its order. */
  languages: { code: string; page_views: number }[];
  referrers: RankedItem[];
  browsers: RankedItem[];
  devices: RankedItem[];
};

const isKnown = (country: string) => country !== unknownLocationPart && country !== '';

function ranked(names: string[]): RankedItem[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function rankedPlaces(places: { city: string; country: string }[]): LocationCount[] {
  return ranked(places.map(({ city, country }) => JSON.stringify([country, city])))
    .map(({ name, count }) => {
      const [country, city] = JSON.parse(name) as [string, string];
      return { city, country, count };
    })
    .sort((a, b) => b.count - a.count || compare(a.country, b.country) || compare(a.city, b.city));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What the dashboard must show for `timeframe` at `now`, straight from the rows. A visitor is a
 * session counted once in the timeframe (over all time in the place of its first human visit: the
 * earliest, the first recorded on a tie); a day's visitors are the sessions with a human visit that day.
 */
export function expectedFigures(dataset: RollupDataset, timeframe: Timeframe, now: Date): ExpectedFigures {
  const since = timeframeStart(timeframe, now);
  const inTimeframe = (time: string) => since === null || time >= since;
  const humanVisits = dataset.visits.filter((visit) => !visit.bot);
  const visits = humanVisits.filter((visit) => inTimeframe(visit.time));
  // Each session's first human visit in the timeframe (over all time: its first ever).
  const firstVisits = new Map<string, VisitRow>();
  for (const visit of visits) {
    const first = firstVisits.get(visit.session);
    if (!first || visit.time < first.time) firstVisits.set(visit.session, visit);
  }
  const visitors = [...firstVisits.values()];
  const pageViews = dataset.pageViews.filter((view) => !view.bot && inTimeframe(view.time));
  const chats = dataset.chats.filter((chat) => inTimeframe(chat.time));
  const knownVisitPlaces = new Set(
    visits.filter((visit) => isKnown(visit.country)).map((visit) => `${visit.city}|${visit.country}`),
  );
  const knownChatPlaces = new Set(
    chats.filter((chat) => isKnown(chat.country)).map((chat) => `${chat.city}|${chat.country}`),
  );

  const today = analyticsDay(now);
  const activeDays = [...visits.map((visit) => visit.time), ...chats.map((chat) => chat.time)]
    .map((time) => analyticsDay(new Date(time)))
    .sort();
  const days: DailyActivity[] = [];
  for (
    let day = since === null ? (activeDays[0] ?? today) : analyticsDay(new Date(since));
    day <= today;
    day = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)
  ) {
    const onDay = (time: string) => analyticsDay(new Date(time)) === day;
    days.push({
      day,
      // A day's visitors: the sessions with a human visit that day.
      visitors: new Set(visits.filter((visit) => onDay(visit.time)).map((visit) => visit.session)).size,
      chats: chats.filter((chat) => onDay(chat.time)).length,
    });
  }

  return {
    summary: {
      timeframe,
      since,
      total_visitors: visitors.length,
      total_visits: visits.length,
      total_page_views: pageViews.length,
      total_chats: chats.length,
      unique_countries: new Set(
        visits.filter((visit) => isKnown(visit.country)).map((visit) => visit.country),
      ).size,
      unique_locations: knownVisitPlaces.size,
      engagement_rate: engagementRate(chats.length, visitors.length),
    },
    visitorsTotal: visits.length,
    chatsTotal: chats.length,
    // Over all time, each visitor in the place of its first visit; in a shorter timeframe, each
    // place's distinct sessions.
    visitorLocations:
      since === null
        ? rankedPlaces(visitors)
        : rankedPlaces([
            ...new Map(
              visits.map((visit) => [`${visit.session}|${visit.city}|${visit.country}`, visit]),
            ).values(),
          ]),
    chatLocations: rankedPlaces(chats),
    chatSummary: { total_chats: chats.length, unique_locations: knownChatPlaces.size, handovers: 0 },
    days,
    topPages: ranked(pageViews.map((view) => view.path)),
    languages: siteLanguages.map(({ code }) => ({
      code,
      page_views: pageViews.filter((view) => languageOfPath(view.path).language.code === code).length,
    })),
    referrers: ranked(
      visits.map((visit) =>
        visit.referrer === '' || visit.referrer.toLowerCase() === 'direct' ? directReferrer : visit.referrer,
      ),
    ),
    browsers: ranked(visits.map((visit) => visit.browser)),
    devices: ranked(visits.map((visit) => visit.device)),
  };
}
