import { randomBytes } from 'node:crypto';

/** Weighted picks that look like a regional company site's traffic. */
const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];
const referrers = [
  'Direct',
  'https://www.google.com/',
  'https://www.bing.com/',
  'https://www.linkedin.com/',
  'Direct',
];
const paths = [
  '/',
  '/products',
  '/retail',
  '/careers',
  '/brands/hp',
  '/distribution',
  '/activities',
  '/contact',
];

/** One of `items`, chosen at random. */
export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** Random letters and digits, as the id patterns of the tracking and chat schemas accept. */
export function randomToken(length: number): string {
  return randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);
}

/** One visit as our browser code sends it, with a fresh session and event id. */
export function realisticVisitBody() {
  return {
    sessionId: `visitor_${Date.now()}_${randomToken(9)}`,
    eventId: randomToken(20),
    userAgent: pick(userAgents),
    referrer: pick(referrers),
    path: pick(paths),
    title: 'Sample Infotech Group',
  };
}
