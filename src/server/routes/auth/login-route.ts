import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '#server/routes/no-store.js';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { createLoginThrottle } from '#server/services/admin/login-throttle.js';
import { signIn } from '#server/services/admin/sign-in.js';
import { apiSuccessSchema, failure, success } from '#shared/api-envelope.js';
import {
  invalidPasswordMessage,
  loginBusyMessage,
  loginLockedMessage,
  loginRequestSchema,
  loginResultSchema,
  loginUnavailableMessage,
} from '#shared/auth.js';

/** `POST /api/auth/login`: the admin's password in, a bearer token for 24 hours out. */
export async function loginRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttle = createLoginThrottle(app.redis);
  // The answer carries a token; no browser or proxy may keep it.
  app.addHook('onSend', noStore);

  app.post(
    '/login',
    {
      schema: {
        body: loginRequestSchema,
        response: responseSchemas({ 200: apiSuccessSchema(loginResultSchema) }),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await signIn(
        { db: app.database.db, throttle, log: request.log },
        { address: request.ip, password: request.body.password, now: app.now() },
      );
      if (outcome.kind === 'locked-out') {
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(outcome.lockedForMs / 1000)))
          .send(failure(loginLockedMessage(outcome.lockedForMs / 60_000), 'rate_limited'));
      }
      if (outcome.kind === 'busy') {
        return reply.code(503).header('retry-after', '1').send(failure(loginBusyMessage, 'unavailable'));
      }
      if (outcome.kind === 'unavailable') {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(failure(loginUnavailableMessage, 'unavailable'));
      }
      if (outcome.kind === 'wrong-password') {
        return reply.code(401).send(failure(invalidPasswordMessage, 'unauthorized'));
      }
      return success(outcome.session);
    },
  );
}
