import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chatErrorMessages } from '#content/index.js';
import { namedLimiter } from '#server/plugins/rate-limiting.js';
import { failure } from '#shared/api-envelope.js';
import type { ChatRequest } from '#shared/chat.js';

/**
 * The rate-limit message of spec section 8 "The error catalogue", the one a visitor sees whichever
 * limit they hit.
 */
const rateLimitMessage = chatErrorMessages.rate_limit_exceeded;

const PER_MINUTE = 20;
const PER_DAY = 200;

/**
 * The burst limit per client IP, checked by @fastify/rate-limit before the body is read. A
 * person types far fewer than 20 questions a minute; a script is stopped there.
 */
export const chatRateLimitPerIp = {
  max: PER_MINUTE,
  timeWindow: '1 minute',
  errorResponseBuilder: () => ({ statusCode: 429, code: 'FST_RATE_LIMITED', message: rateLimitMessage }),
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The other limits, once the body is read: 200 a day per IP, and 20 a minute and 200 a day per
 * chat session (a session that hops between networks keeps its count). Each answers 429 with
 * the message of spec section 8 "The error catalogue" and when to try again.
 */
export function createChatQuota(app: FastifyInstance) {
  const sessionKey = (request: FastifyRequest) => (request.body as ChatRequest).sessionId ?? '';
  const perIpDaily = app.createRateLimit(namedLimiter('chat-ip-day', { max: PER_DAY, timeWindow: '1 day' }));
  const perSessionLimits: Limiter[] = [
    app.createRateLimit(
      namedLimiter('chat-session-minute', {
        max: PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: sessionKey,
      }),
    ),
    app.createRateLimit(
      namedLimiter('chat-session-day', { max: PER_DAY, timeWindow: '1 day', keyGenerator: sessionKey }),
    ),
  ];

  return async function chatQuota(request: FastifyRequest<{ Body: ChatRequest }>, reply: FastifyReply) {
    const limiters = request.body.sessionId === undefined ? [perIpDaily] : [perIpDaily, ...perSessionLimits];
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        return reply
          .code(429)
          .header('retry-after', result.ttlInSeconds)
          .send(failure(rateLimitMessage, 'rate_limited'));
      }
    }
  };
}
