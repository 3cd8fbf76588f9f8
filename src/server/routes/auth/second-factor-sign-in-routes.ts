import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { knownDeviceCookie } from '#server/services/admin/known-devices.js';
import { passkeyAuthenticationOptions, relyingPartyOf } from '#server/services/admin/passkeys.js';
import {
  completeSecondFactor,
  pendingSignInAccount,
  type SignInThrottles,
  signInWithPasskey,
} from '#server/services/admin/second-factor-sign-in.js';
import { recordAudit } from '#server/services/audit/audit-log.js';
import { failure, success } from '#shared/api-envelope.js';
import { loginLockedMessage, loginUnavailableMessage } from '#shared/auth.js';
import {
  passkeySignInEndpoint,
  passkeySignInOptionsEndpoint,
  secondFactorEndpoint,
  secondFactorPasskeyOptionsEndpoint,
} from '#shared/endpoints/auth.js';
import {
  authenticatorCodesUsedUpMessage,
  expiredSecondFactorMessage,
  invalidSecondFactorMessage,
} from '#shared/second-factor.js';

/** Options are cheap to ask for but each stores a challenge: a person needs a few a minute. */
const optionsRateLimit = { max: 20, timeWindow: '1 minute' };

const passkeyRefusedMessage =
  'This passkey was not accepted. Use a passkey added in My account, or your password.';

/**
 * The public half of the second factor: "Sign in with a passkey" (options, then the signed
 * answer) instead of the password, and the step after a right password (a code from the app, a
 * recovery code, or a passkey of that account). Guesses share the password's lockout (`throttles`).
 */
export async function secondFactorSignInRoutes(fastify: FastifyInstance, throttles: SignInThrottles) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const relyingParty = relyingPartyOf(app.config.siteUrl);
  const context = (log: FastifyInstance['log']) => ({
    db,
    throttles,
    relyingParty,
    totpSecretKey: app.config.totpSecretKey,
    log,
  });

  function refuseLockedOrUnavailable(
    reply: FastifyReply,
    outcome: { kind: 'locked-out'; lockedForMs: number } | { kind: 'unavailable' },
  ) {
    if (outcome.kind === 'unavailable') {
      return reply.code(503).header('retry-after', '5').send(failure(loginUnavailableMessage, 'unavailable'));
    }
    return reply
      .code(429)
      .header('retry-after', String(Math.ceil(outcome.lockedForMs / 1000)))
      .send(failure(loginLockedMessage(outcome.lockedForMs / 60_000), 'rate_limited'));
  }

  app.route({
    ...endpointRoute(app, passkeySignInOptionsEndpoint),
    config: { rateLimit: optionsRateLimit },
    handler: async () =>
      success({ options: await passkeyAuthenticationOptions(db, relyingParty, null, app.now()) }),
  });

  app.route({
    ...endpointRoute(app, passkeySignInEndpoint),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const outcome = await signInWithPasskey(context(request.log), {
        response: request.body.response,
        address: request.ip,
        userAgent: request.headers['user-agent'],
        now: app.now(),
      });
      if (outcome.kind === 'locked-out' || outcome.kind === 'unavailable') {
        return refuseLockedOrUnavailable(reply, outcome);
      }
      const account = outcome.kind === 'signed-in' ? outcome.session.account : outcome.account;
      await recordAudit(db, {
        at: app.now(),
        actor: account ?? { id: null, name: '(unknown passkey)', role: '' },
        address: request.ip,
        action: outcome.kind === 'signed-in' ? 'sign-in' : 'sign-in-failed',
        target: account?.email ?? '(unknown passkey)',
        summary: outcome.kind === 'signed-in' ? `with passkey "${outcome.passkeyName}"` : 'passkey refused',
      });
      if (outcome.kind === 'refused')
        return reply.code(401).send(failure(passkeyRefusedMessage, 'unauthorized'));
      reply.header('set-cookie', await knownDeviceCookie(db, outcome.session.account.id, app.config.siteUrl));
      return success(outcome.session);
    },
  });

  app.route({
    ...endpointRoute(app, secondFactorPasskeyOptionsEndpoint),
    config: { rateLimit: optionsRateLimit },
    handler: async (request, reply) => {
      const accountId = await pendingSignInAccount(db, request.body.ticket, app.now());
      if (accountId === undefined)
        return reply.code(401).send(failure(expiredSecondFactorMessage, 'unauthorized'));
      return success({ options: await passkeyAuthenticationOptions(db, relyingParty, accountId, app.now()) });
    },
  });

  app.route({
    ...endpointRoute(app, secondFactorEndpoint),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const outcome = await completeSecondFactor(context(request.log), {
        request: request.body,
        address: request.ip,
        userAgent: request.headers['user-agent'],
        cookieHeader: request.headers.cookie,
        now: app.now(),
      });
      if (outcome.kind === 'expired')
        return reply.code(401).send(failure(expiredSecondFactorMessage, 'unauthorized'));
      if (outcome.kind === 'unavailable') return refuseLockedOrUnavailable(reply, outcome);
      const account = outcome.kind === 'signed-in' ? outcome.session.account : outcome.account;
      if (account) {
        await recordAudit(db, {
          at: app.now(),
          actor: account,
          address: request.ip,
          action: outcome.kind === 'signed-in' ? 'second-factor-used' : 'second-factor-failed',
          target: account.email,
          summary:
            outcome.kind === 'locked-out'
              ? 'locked out'
              : outcome.kind === 'codes-used-up'
                ? 'authenticator codes used up for today'
                : request.body.method,
        });
      }
      if (outcome.kind === 'locked-out') return refuseLockedOrUnavailable(reply, outcome);
      if (outcome.kind === 'codes-used-up')
        return reply.code(429).send(failure(authenticatorCodesUsedUpMessage, 'rate_limited'));
      if (outcome.kind === 'refused')
        return reply.code(401).send(failure(invalidSecondFactorMessage, 'unauthorized'));
      await recordAudit(db, {
        at: app.now(),
        actor: outcome.session.account,
        address: request.ip,
        action: 'sign-in',
        target: outcome.session.account.email,
        summary: `with ${outcome.method}`,
      });
      reply.header('set-cookie', await knownDeviceCookie(db, outcome.session.account.id, app.config.siteUrl));
      return success(outcome.session);
    },
  });
}
