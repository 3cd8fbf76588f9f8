import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '../services/network/client-address-key.js';
import { normaliseIp } from '../services/tracking/client-ip.js';

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
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'FST_RATE_LIMITED',
        message: `Too many requests. Please try again in ${context.after}.`,
      }),
    });
  },
  { dependencies: ['shared-state'] },
);
