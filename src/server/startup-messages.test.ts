import { describe, expect, it } from 'vitest';
import {
  framedBlock,
  generatedPasswordBlock,
  perInstanceLimitsWarning,
  servedAddress,
  siteRunningLine,
  siteUrlMismatchWarning,
} from './startup-messages.js';

describe('the start-up messages', () => {
  it('name the address to open: localhost for a server on every interface', () => {
    expect(siteRunningLine(servedAddress('0.0.0.0', 3000))).toBe('Site running at http://localhost:3000');
    expect(servedAddress('::', 8080)).toBe('http://localhost:8080');
    expect(servedAddress('127.0.0.1', 4000)).toBe('http://127.0.0.1:4000');
    expect(servedAddress('::1', 4000)).toBe('http://[::1]:4000');
  });

  it('warn when SITE_URL names this machine on another port', () => {
    expect(siteUrlMismatchWarning('http://localhost:3000', 'http://localhost:8080')).toBe(
      'Warning: SITE_URL is http://localhost:3000 but the site is served at http://localhost:8080. Canonical links, the sitemap and CORS use SITE_URL: set SITE_URL=http://localhost:8080 (or the public address in front of this server).',
    );
    expect(siteUrlMismatchWarning('https://127.0.0.1', 'http://127.0.0.1:443')).not.toBeNull();
  });

  it('do not warn when SITE_URL is the address served, another loopback name for it, or a public address', () => {
    expect(siteUrlMismatchWarning('http://localhost:3000', 'http://localhost:3000')).toBeNull();
    expect(siteUrlMismatchWarning('http://127.0.0.1:3000', 'http://localhost:3000')).toBeNull();
    expect(siteUrlMismatchWarning('http://localhost', 'http://localhost:80')).toBeNull();
    expect(siteUrlMismatchWarning('https://www.example.com', 'http://localhost:3000')).toBeNull();
  });

  it('frame the generated admin password', () => {
    expect(framedBlock(['ab', 'abcd'])).toBe('┌──────┐\n│ ab   │\n│ abcd │\n└──────┘');
    const block = generatedPasswordBlock('correct-horse-battery');
    const lines = block.split('\n');
    expect(lines.filter((line) => /^│ {5}correct-horse-battery +│$/.test(line))).toHaveLength(1);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('warn on PostgreSQL without Redis that limits count per instance', () => {
    const postgres = { kind: 'postgres', url: 'postgres://db.internal/site' } as const;
    expect(perInstanceLimitsWarning({ database: postgres, redis: undefined })).toMatch(
      /REDIS_URL is unset, so rate limits, the login lockout .* count in this instance only/,
    );
    expect(
      perInstanceLimitsWarning({ database: postgres, redis: { url: 'redis://r:6379', keyPrefix: 'site:' } }),
    ).toBeNull();
    expect(
      perInstanceLimitsWarning({ database: { kind: 'sqlite', file: '/data/site.db' }, redis: undefined }),
    ).toBeNull();
  });
});
