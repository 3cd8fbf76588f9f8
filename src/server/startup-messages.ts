import type { Config } from './config.js';

/**
 * What `npm start` prints for a person at the terminal (the logs stay JSON): the address to open,
 * a first start's admin password in a frame, and a warning when SITE_URL names another address.
 */

const wildcardHosts = new Set(['0.0.0.0', '::', '']);
const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The address a person opens: 'localhost' for a server listening on every interface. */
export function servedAddress(host: string, port: number): string {
  if (wildcardHosts.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function siteRunningLine(address: string): string {
  return `Site running at ${address}`;
}

/**
 * A warning when SITE_URL, which canonical links, the sitemap and the CORS origin use, names this
 * machine but not the address being served (say PORT=8080 with the default SITE_URL). A public
 * SITE_URL is the address of the proxy in front, so it is expected to differ and gets no warning.
 */
export function siteUrlMismatchWarning(siteUrl: string, served: string): string | null {
  const configured = new URL(siteUrl);
  const actual = new URL(served);
  const isLocal = (url: URL) => loopbackHosts.has(url.hostname) || wildcardHosts.has(url.hostname);
  if (!isLocal(configured)) return null;
  const port = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  if (configured.protocol === actual.protocol && port(configured) === port(actual)) return null;
  return `Warning: SITE_URL is ${siteUrl} but the site is served at ${served}. Canonical links, the sitemap and CORS use SITE_URL: set SITE_URL=${served} (or the public address in front of this server).`;
}

/** The lines in a box drawn with box-drawing characters, so they stand out of the logs. */
/**
 * PostgreSQL is how several instances share their data; without Redis each keeps its own rate
 * limits, login lockout and confirmation cap, so N instances allow N times as much. Said at every
 * such start, as one instance cannot know how many others there are.
 */
export function perInstanceLimitsWarning(config: Pick<Config, 'database' | 'redis'>): string | null {
  if (config.database.kind !== 'postgres' || config.redis) return null;
  return "Warning: DATABASE_URL is PostgreSQL but REDIS_URL is unset, so rate limits, the login lockout and the applicants' confirmation cap count in this instance only. With several instances, set REDIS_URL to one Redis for all of them.";
}

export function framedBlock(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const border = '─'.repeat(width + 2);
  const body = lines.map((line) => `│ ${line.padEnd(width)} │`);
  return [`┌${border}┐`, ...body, `└${border}┘`].join('\n');
}

/** A first start's generated admin password, shown once. */
export function generatedPasswordBlock(password: string): string {
  return framedBlock([
    'A new admin password was generated. Store it now; it is not shown again:',
    '',
    `    ${password}`,
    '',
    'Set ADMIN_PASSWORD or run `npm run admin:password` to change it.',
  ]);
}
