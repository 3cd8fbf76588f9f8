import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Rate limiting, opted into per route with `config: { rateLimit: { max, timeWindow } }`, so each
 * endpoint states the limit that fits it. Counts are kept per client IP in this process.
 */
export const rateLimiting = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    allowList: app.config.rateLimitAllowList,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
});
