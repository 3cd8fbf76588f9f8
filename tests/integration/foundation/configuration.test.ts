import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.js';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('sqlite');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.chat.model).toBe('gpt-3.5-turbo');
  });

  it('chooses PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://user@db.example.com:5432/site' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://user@db.example.com:5432/site' });
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['SITE_URL', 'ftp://example.com'],
    ['ADMIN_PASSWORD', 'short'],
    ['CHAT_API_KEY', 'pk-1234567890123456789'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s when it is malformed', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
