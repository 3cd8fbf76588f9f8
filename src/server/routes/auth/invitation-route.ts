import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { noStore } from '#server/routes/no-store.js';
import { acceptInvitationLink, readInvitationLink } from '#server/services/admin/invitations.js';
import { findAccountById } from '#server/services/admin/staff-accounts.js';
import { recordAudit } from '#server/services/audit/audit-log.js';
import { invalidInvitationMessage } from '#shared/accounts.js';
import { failure, success } from '#shared/api-envelope.js';
import { acceptInvitationEndpoint, invitationDetailsEndpoint } from '#shared/endpoints/auth.js';

/** Each address may try this many links a minute, reading and setting alike: guessing gets nowhere. */
const invitationLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * `GET /api/auth/invitations/:token`: who the link invites (name, e-mail, role), for the page where
 * the password is chosen. `POST /api/auth/invitations/:token`: the invitee (or a person whose password the owner reset)
 * chooses a password with their link, then signs in. A link used before, expired, replaced or
 * guessed gets one answer. Public, so limited per address.
 */
export async function invitationRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', noStore);
  const publishedCompanyName = async () => (await app.siteContent.published()).content.company.name;

  app.route({
    ...endpointRoute(app, invitationDetailsEndpoint),
    config: invitationLimit,
    handler: async (request, reply) => {
      const details = await readInvitationLink(app.database.db, request.params.token, app.now());
      if (!details) return reply.code(404).send(failure(invalidInvitationMessage, 'not_found'));
      return success({ ...details, companyName: await publishedCompanyName() });
    },
  });

  app.route({
    ...endpointRoute(app, acceptInvitationEndpoint),
    config: invitationLimit,
    handler: async (request, reply) => {
      const outcome = await acceptInvitationLink(
        app.database.db,
        request.params.token,
        request.body.password,
        app.now(),
        await publishedCompanyName(),
      );
      if (outcome.kind === 'invalid')
        return reply.code(404).send(failure(invalidInvitationMessage, 'not_found'));
      if (outcome.kind === 'weak-password') {
        return reply
          .code(400)
          .send({ ...failure(outcome.message, 'validation_failed'), fields: { password: outcome.message } });
      }
      const account = await findAccountById(app.database.db, outcome.accountId);
      if (account) {
        await recordAudit(app.database.db, {
          at: app.now(),
          actor: { id: account.id, name: account.name, role: account.role },
          address: request.ip,
          action: 'invitation-accepted',
          target: account.email,
        });
      }
      return {
        success: true as const,
        message: 'Your password is set. Sign in with your e-mail and password.',
      };
    },
  });
}
