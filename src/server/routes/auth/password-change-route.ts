import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionOf } from '#server/routes/admin-guard.js';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { createLoginThrottle } from '#server/services/admin/login-throttle.js';
import { changeOwnPassword } from '#server/services/admin/password-change.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { passwordChangeMessages, passwordChangeSchema } from '#shared/accounts.js';
import { apiMessageSchema, failure } from '#shared/api-envelope.js';
import { loginBusyMessage, loginLockedMessage, loginUnavailableMessage } from '#shared/auth.js';

/**
 * `POST /api/auth/password`: the signed-in person changes their own password with their current
 * one ("My account"). Admin scope, every role. A wrong current password counts against the address
 * and the account under the sign-in's lockout rules (shared through Redis when it is configured).
 */
export async function passwordChangeRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttles = {
    address: createLoginThrottle(app.redis),
    account: createLoginThrottle(app.redis, 'account'),
  };

  app.post(
    '/password',
    { schema: { body: passwordChangeSchema, response: responseSchemas({ 200: apiMessageSchema }) } },
    async (request, reply) => {
      const session = adminSessionOf(request);
      const outcome = await changeOwnPassword(
        {
          db: app.database.db,
          throttles,
          companyName: (await app.siteContent.published()).content.company.name,
        },
        {
          accountId: session.account.id,
          sessionId: session.id,
          address: request.ip,
          change: request.body,
          now: app.now(),
        },
      );
      const refused = (field: 'currentPassword' | 'newPassword', message: string) =>
        reply.code(400).send({ ...failure(message, 'validation_failed'), fields: { [field]: message } });
      switch (outcome.kind) {
        case 'changed':
          await auditRequest(request, 'password-changed', session.account.email);
          return { success: true as const, message: passwordChangeMessages.changed };
        case 'wrong-current':
          return refused('currentPassword', passwordChangeMessages.wrongCurrent);
        case 'same-as-current':
          return refused('newPassword', passwordChangeMessages.sameAsCurrent);
        case 'weak':
          return refused('newPassword', outcome.message);
        case 'locked-out':
          return reply
            .code(429)
            .header('retry-after', String(Math.ceil(outcome.lockedForMs / 1000)))
            .send(failure(loginLockedMessage(outcome.lockedForMs / 60_000), 'rate_limited'));
        case 'busy':
          return reply.code(503).header('retry-after', '1').send(failure(loginBusyMessage, 'unavailable'));
        case 'unavailable':
          return reply
            .code(503)
            .header('retry-after', '5')
            .send(failure(loginUnavailableMessage, 'unavailable'));
      }
    },
  );
}
