import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { clientAddressKey } from '#server/services/network/client-address-key.js';
import { normaliseIp } from '#server/services/tracking/client-ip.js';

type Counted = { current: number; ttl: number };
type RedisStoreInstance = {
  incr(
    key: string,
    done: (error: Error | null, counted?: Counted) => void,
    timeWindow: number,
    max: number,
  ): void;
};
type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RedisStoreInstance;
type StoreParams = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's Redis store, with keys named by the route only when there is one. Its own
 * names a limiter made with `app.rateLimit()` (no route) `undefinedundefined-…`.
 */
function sharedStore(redis: Redis, nameSpace: string) {
  const RedisStore = createRequire(import.meta.url)(
    '@fastify/rate-limit/store/RedisStore.js',
  ) as RedisStoreClass;
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly counts: RedisStoreInstance;
    constructor(options: FastifyRateLimitOptions, key = nameSpace) {
      const { continueExceeding, exponentialBackoff } = options as StoreParams;
      this.counts = new RedisStore(continueExceeding ?? false, exponentialBackoff ?? false, redis, key);
    }
    incr(
      key: string,
      done: (error: Error | null, counted?: Counted) => void,
      timeWindow: number,
      max: number,
    ) {
      this.counts.incr(key, done, timeWindow, max);
    }
    // Called with the limit's merged options (its types say route options): `routeInfo` is the
    // route, or empty for a limiter without one.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (options as StoreParams).routeInfo ?? {};
      const key = method && url ? `${nameSpace}${method}${url}-` : nameSpace;
      return new SharedRateLimitStore(options as FastifyRateLimitOptions, key);
    }
  };
}

/** What a limited request is told: `after` is the plugin's words for the wait ('1 minute'). */
export function rateLimitedMessage(after: string): string {
  return `Too many requests. Please try again in ${after}.`;
}

/**
 * Rate limiting, opted into per route with `config: { rateLimit: { max, timeWindow } }`, so each
 * endpoint states the limit that fits it. Counts are kept per client (an IPv4 address or an IPv6
 * /64, `clientAddressKey`) in this process, or in Redis when `REDIS_URL` is set, so every instance
 * counts the same requests. When Redis is away the limits let requests through: pages and the
 * public API keep answering (sign-in has its own lockout, which refuses instead).
 */
export const rateLimiting = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientAddressKey(request.ip),
      allowList: (request) => app.config.rateLimitAllowList.includes(normaliseIp(request.ip)),
      ...(app.redis ? { store: sharedStore(app.redis, 'rate-limit:') } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'FST_RATE_LIMITED',
        message: rateLimitedMessage(context.after),
      }),
    });
  },
  { dependencies: ['shared-state'] },
);

/**
 * The options of a limiter made with `app.rateLimit()` or `app.createRateLimit()` (not a route's
 * `config.rateLimit`), counted under a name of its own. @fastify/rate-limit keys a route's limit by
 * its method and URL, but such a limiter has no route: in Redis every one of them would count in
 * the same key per client, so a visitor's page views would use up their chat quota.
 */
export function namedLimiter(name: string, options: RateLimitOptions): RateLimitOptions {
  const key = options.keyGenerator ?? ((request: FastifyRequest) => clientAddressKey(request.ip));
  return { ...options, keyGenerator: async (request) => `${name}:${await key(request)}` };
}
