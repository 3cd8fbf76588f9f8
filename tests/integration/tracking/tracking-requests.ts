import type { FastifyInstance } from 'fastify';
import { desktopChrome } from '#tests/support/user-agents.js';

export const headlessChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36';

/** Public IPs present in the shipped DB-IP City Lite database. */
export const mountainViewIp = '8.8.8.8';
export const indiaIp = '49.37.0.1';

export function postVisitor(app: FastifyInstance, body: unknown, remoteAddress = mountainViewIp) {
  return app.inject({ method: 'POST', url: '/api/tracking/visitor', payload: body as object, remoteAddress });
}

export function visitBody(overrides: Record<string, unknown> = {}) {
  return {
    sessionId: 'visitor_1718000000000_abc123xyz',
    userAgent: desktopChrome,
    referrer: 'https://www.google.com/',
    ...overrides,
  };
}
