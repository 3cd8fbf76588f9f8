import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionOf, signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { checkTotpCode, startTotpEnrollment } from '#server/services/admin/authenticator-app.js';
import {
  accountFactors,
  afterFactorAdded,
  type FactorRemoval,
  regenerateRecoveryCodes,
  removeFactor,
} from '#server/services/admin/own-second-factors.js';
import {
  passkeyRegistrationOptions,
  registerPasskey,
  relyingPartyOf,
} from '#server/services/admin/passkeys.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  addPasskeyEndpoint,
  confirmTotpEndpoint,
  newRecoveryCodesEndpoint,
  passkeyRegistrationOptionsEndpoint,
  removePasskeyEndpoint,
  removeTotpEndpoint,
  secondFactorsEndpoint,
  startTotpEndpoint,
} from '#shared/endpoints/auth.js';
import { lastRequiredFactorMessage } from '#shared/second-factor.js';

/**
 * The signed-in person's own second factors ("My account"): list them, add a passkey (options,
 * then the authenticator's answer) or an authenticator app (a secret shown once, then a first code),
 * remove one, and make new recovery codes. The first factor brings ten recovery codes, shown once.
 * Admin scope, every role; the adding routes also answer a session that must set a factor up.
 */
export async function secondFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const relyingParty = relyingPartyOf(app.config.siteUrl);

  app.route({
    ...endpointRoute(app, secondFactorsEndpoint),
    handler: async (request) => success(await accountFactors(db, signedInAccount(request))),
  });

  app.route({
    ...endpointRoute(app, passkeyRegistrationOptionsEndpoint),
    handler: async (request) => {
      const { account } = adminSessionOf(request);
      const companyName = (await app.siteContent.published()).content.company.name;
      return success({
        options: await passkeyRegistrationOptions(db, relyingParty, account, app.now(), companyName),
      });
    },
  });

  app.route({
    ...endpointRoute(app, addPasskeyEndpoint),
    handler: async (request, reply) => {
      const session = adminSessionOf(request);
      const outcome = await registerPasskey(
        db,
        relyingParty,
        {
          accountId: session.account.id,
          name: request.body.name,
          response: request.body.response,
        },
        app.now(),
      );
      if (outcome.kind === 'refused') {
        request.log.warn({ reason: outcome.reason }, 'passkey registration refused');
        return reply
          .code(400)
          .send(
            failure(
              'The passkey could not be added. Try again, on this site, with the same device.',
              'validation_failed',
            ),
          );
      }
      await auditRequest(
        request,
        'second-factor-added',
        session.account.email,
        `passkey "${request.body.name}"`,
      );
      const recoveryCodes = await afterFactorAdded(db, session.account, session, app.now());
      return success({ recoveryCodes });
    },
  });

  app.route({
    ...endpointRoute(app, removePasskeyEndpoint),
    handler: async (request, reply) => {
      const removal = await removeFactor(db, signedInAccount(request), { passkeyId: request.params.id });
      return answerRemoval(removal, reply, () =>
        auditRequest(
          request,
          'second-factor-removed',
          adminSessionOf(request).account.email,
          `passkey "${removal.kind === 'removed' ? removal.name : ''}"`,
        ),
      );
    },
  });

  app.route({
    ...endpointRoute(app, startTotpEndpoint),
    handler: async (request, reply) => {
      const enrollment = await startTotpEnrollment(
        db,
        app.config.totpSecretKey,
        adminSessionOf(request).account,
        app.now(),
        (await app.siteContent.published()).content.company.name,
      );
      if (!enrollment) {
        return reply
          .code(409)
          .send(
            failure('An authenticator app is set up already: remove it first to set up another.', 'conflict'),
          );
      }
      return success(enrollment);
    },
  });

  app.route({
    ...endpointRoute(app, confirmTotpEndpoint),
    handler: async (request, reply) => {
      const session = adminSessionOf(request);
      const confirmed = await checkTotpCode(db, app.config.totpSecretKey, {
        accountId: session.account.id,
        code: request.body.code,
        now: app.now(),
        confirming: true,
      });
      if (!confirmed) {
        const message =
          'That code is not right. Enter the 6-digit code your app shows now, for example 123456.';
        return reply.code(400).send({ ...failure(message, 'validation_failed'), fields: { code: message } });
      }
      await auditRequest(request, 'second-factor-added', session.account.email, 'authenticator app');
      const recoveryCodes = await afterFactorAdded(db, session.account, session, app.now());
      return success({ recoveryCodes });
    },
  });

  app.route({
    ...endpointRoute(app, removeTotpEndpoint),
    handler: async (request, reply) => {
      const removal = await removeFactor(db, signedInAccount(request), 'totp');
      return answerRemoval(removal, reply, () =>
        auditRequest(
          request,
          'second-factor-removed',
          adminSessionOf(request).account.email,
          'authenticator app',
        ),
      );
    },
  });

  app.route({
    ...endpointRoute(app, newRecoveryCodesEndpoint),
    handler: async (request, reply) => {
      const recoveryCodes = await regenerateRecoveryCodes(db, signedInAccount(request));
      if (!recoveryCodes) {
        return reply.code(409).send(failure('Add a passkey or an authenticator app first.', 'conflict'));
      }
      await auditRequest(request, 'recovery-codes-issued', adminSessionOf(request).account.email);
      return success({ recoveryCodes });
    },
  });
}

async function answerRemoval(
  removal: FactorRemoval,
  reply: import('fastify').FastifyReply,
  audit: () => Promise<void>,
) {
  if (removal.kind === 'not-found')
    return reply.code(404).send(failure('Second factor not found', 'not_found'));
  if (removal.kind === 'last-required')
    return reply.code(409).send(failure(lastRequiredFactorMessage, 'conflict'));
  await audit();
  return success({ revoked: true as const });
}
