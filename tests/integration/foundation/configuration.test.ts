import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';

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

  it('keeps shared state in memory unless REDIS_URL is set, then in that Redis under a key prefix', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.example.com:6379/2' }).redis).toEqual({
      url: 'redis://cache.example.com:6379/2',
      keyPrefix: 'site:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com', REDIS_KEY_PREFIX: 'shop:' }).redis).toEqual({
      url: 'rediss://cache.example.com',
      keyPrefix: 'shop:',
    });
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['SITE_URL', 'ftp://example.com'],
    ['ADMIN_PASSWORD', 'short'],
    ['CHAT_API_KEY', 'pk-1234567890123456789'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_URL', 'http://cache.example.com:6379'],
    // 16 bytes, and not base64 at all: AES-256 takes 32 bytes.
    ['TOTP_SECRET_KEY', Buffer.alloc(16, 1).toString('base64')],
    ['TOTP_SECRET_KEY', 'not base64!'],
  ])('stops with a message naming %s when it is malformed', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads TOTP_SECRET_KEY as the 32 bytes its base64 gives', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ TOTP_SECRET_KEY: key.toString('base64') }).totpSecretKey).toEqual(key);
    expect(loadConfig({ TOTP_SECRET_KEY: '' }).totpSecretKey).toBeUndefined();
  });

  it('refuses TRUST_PROXY=true and says why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*client could choose its own address/,
    );
  });

  it.each([['0.0.0.0/0'], ['10.0.0.1, ::/0']])(
    'refuses TRUST_PROXY=%s, which trusts every address, with the configuration message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*trusts every address/);
    },
  );

  it('trusts named proxies or a number of hops', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1' }).trustProxy).toBe(
      '10.0.0.1, 10.1.0.0/16,loopback,::1',
    );
  });

  it.each([['proxy.example.com'], ['10.0.0.0/33'], ['10.0.0.1,']])(
    'refuses a TRUST_PROXY entry that is not an address or subnet: %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );
});
