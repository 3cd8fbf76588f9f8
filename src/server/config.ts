import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { staffEmailSchema } from '#shared/accounts.js';

/**
 * Every setting the server reads, validated once at start-up. A missing or malformed value stops
 * the start with a message naming the variable, instead of failing later in a request.
 * The README lists the same variables with their defaults.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The public address of the site: canonical links, sitemap, CORS origin, HSTS. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file path (default under DATA_DIR). */
  DATABASE_URL: optionalText,
  /** Where the server keeps what it owns on disk: the SQLite file (and the backups). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app (pre-rendered pages and hashed assets). */
  WEB_ROOT: z.string().min(1).default('./dist/client'),
  /** Trust X-Forwarded-For from a reverse proxy: its addresses or subnets, or the number of proxy hops. */
  TRUST_PROXY: optionalText.transform(parseTrustProxy),
  /**
   * Shared state for several instances (rate limits, login lockout, job locks, content changes):
   * `redis://[user:password@]host:port[/db]`. Unset: kept in this process's memory.
   */
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /** Put before every Redis key and channel, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('site:'),
  /** Client IPs exempt from rate limits (comma-separated), for load tests from this machine only. */
  RATE_LIMIT_ALLOWLIST: optionalText,
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** The first owner's sign-in e-mail (the account ADMIN_PASSWORD belongs to). */
  ADMIN_EMAIL: optionalText.pipe(staffEmailSchema.optional()),
  /**
   * 32 random bytes, base64 (`openssl rand -base64 32`): seals the authenticator apps' secrets in
   * the database. Unset: they are stored as they are.
   */
  TOTP_SECRET_KEY: optionalText.pipe(
    z
      .base64({ error: 'must be 32 random bytes in base64, for example from `openssl rand -base64 32`' })
      .transform((value) => Buffer.from(value, 'base64'))
      .refine((key) => key.length === 32, 'must be 32 bytes (44 characters of base64), not fewer or more')
      .optional(),
  ),
  /** How long personal analytics (visits and chats) are kept. */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(395),
  /** How long web enquiries are kept (two years: the sale, its warranty and a repeat order). */
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  RESUME_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /** The largest image and video the admin may upload (POST /api/media). */
  MEDIA_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(15 * 1024 * 1024),
  MEDIA_VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  /** An .mmdb city database for IP geolocation; the shipped DB-IP City Lite database when unset. */
  GEOIP_DB: optionalText,
  /** Keep full visitor IP addresses instead of anonymising them (IPv4 /24, IPv6 /48). */
  STORE_FULL_IP: booleanFlag.default(false),
  CHAT_API_KEY: z
    .string()
    .regex(/^sk-.{17,}$/, "must start with 'sk-' and be at least 20 characters")
    .optional(),
  CHAT_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  CHAT_MODEL: z.string().min(1).default('gpt-3.5-turbo'),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(3).default('Careers <careers@example.com>'),
  HR_EMAIL: z.email().default('hr@example.com'),
});

/**
 * The settings as the server uses them, derived from the environment in one step: the type of
 * `Config` is what this builds, so a setting is declared once (its variable above, its place here).
 */
const configSchema = environmentSchema.transform((env) => {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    database: parseDatabaseUrl(env.DATABASE_URL, dataDir),
    dataDir,
    webRoot: path.resolve(env.WEB_ROOT),
    trustProxy: env.TRUST_PROXY,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    rateLimitAllowList: (env.RATE_LIMIT_ALLOWLIST ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    adminPassword: env.ADMIN_PASSWORD,
    adminEmail: env.ADMIN_EMAIL,
    totpSecretKey: env.TOTP_SECRET_KEY,
    retentionDays: env.RETENTION_DAYS,
    enquiryRetentionDays: env.ENQUIRY_RETENTION_DAYS,
    resumeMaxBytes: env.RESUME_MAX_BYTES,
    media: { imageMaxBytes: env.MEDIA_IMAGE_MAX_BYTES, videoMaxBytes: env.MEDIA_VIDEO_MAX_BYTES },
    geoipDatabase: env.GEOIP_DB,
    storeFullIp: env.STORE_FULL_IP,
    chat: { apiKey: env.CHAT_API_KEY, baseUrl: env.CHAT_BASE_URL.replace(/\/+$/, ''), model: env.CHAT_MODEL },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, hrEmail: env.HR_EMAIL },
  };
});

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

type DatabaseLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseLocation {
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

/** Proxy-addr's names for the private ranges, which Fastify accepts beside addresses and subnets. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `true` is refused: Fastify would then take the left-most `X-Forwarded-For` entry, which the client
 * writes itself, so anyone could pick the address that rate limits, the login lockout and the
 * analytics see. Only named proxies (or a count of hops) are trusted to report the client.
 */
function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): false | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        "'true' would trust any X-Forwarded-For header, so a client could choose its own address and escape rate limits and the login lockout. Give your proxies' addresses or subnets (e.g. '10.0.0.1,10.1.0.0/16' or 'loopback') or the number of proxies in front of the server (e.g. '1')",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const everyAddress = value
    .split(',')
    .map((entry) => entry.trim())
    .find((entry) => /\/0+$/.test(entry));
  if (everyAddress !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `'${everyAddress}' trusts every address, as 'true' would: a client could choose its own address and escape rate limits and the login lockout. Give your proxies' addresses or subnets (e.g. '10.0.0.1,10.1.0.0/16' or 'loopback') or the number of proxies in front of the server (e.g. '1')`,
    });
    return z.NEVER;
  }
  const badEntry = value
    .split(',')
    .map((entry) => entry.trim())
    .find((entry) => !isProxyAddress(entry));
  if (badEntry !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `'${badEntry}' is not an IP address, a subnet (address/bits), 'loopback', 'linklocal' or 'uniquelocal'`,
    });
    return z.NEVER;
  }
  return value;
}

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
