import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { noStore } from '#server/routes/no-store.js';
import { attackAlertMail } from '#server/services/admin/attack-alert-mail.js';
import { knownDeviceCookie } from '#server/services/admin/known-devices.js';
import { createLoginThrottle } from '#server/services/admin/login-throttle.js';
import type { SignInThrottles } from '#server/services/admin/second-factor-sign-in.js';
import { signIn } from '#server/services/admin/sign-in.js';
import { listActiveOwnerEmails } from '#server/services/admin/staff-accounts.js';
import { recordAudit } from '#server/services/audit/audit-log.js';
import { BACKGROUND_PATIENCE_MS } from '#server/services/mail/smtp-transport.js';
import { createStaffMailer } from '#server/services/mail/staff-mailer.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  invalidCredentialsMessage,
  invalidPasswordMessage,
  loginBusyMessage,
  loginLockedMessage,
  loginUnavailableMessage,
} from '#shared/auth.js';
import { loginEndpoint } from '#shared/endpoints/auth.js';
import { secondFactorSignInRoutes } from './second-factor-sign-in-routes.js';

/**
 * `POST /api/auth/login`: a person's e-mail and password in, a bearer token for 24 hours out (or,
 * for a person with a second factor, a ticket to give it with). The seed's client sends only a
 * password: that sign-in is the first owner's. The second-factor routes share its lockout counts.
 */
export async function loginRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttles: SignInThrottles = {
    address: createLoginThrottle(app.redis),
    account: createLoginThrottle(app.redis, 'account'),
    authenticatorCodes: createLoginThrottle(app.redis, 'authenticatorCodes'),
  };
  const mailStaff = createStaffMailer({
    mail: app.config.mail,
    siteName: async () => (await app.siteContent.published()).content.company.name,
    log: app.log,
    patienceMs: BACKGROUND_PATIENCE_MS,
  });
  // The answer carries a token; no browser or proxy may keep it.
  app.addHook('onSend', noStore);

  app.route({
    ...endpointRoute(app, loginEndpoint),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const outcome = await signIn(
        { db: app.database.db, throttles, log: request.log },
        {
          address: request.ip,
          email,
          password,
          userAgent: request.headers['user-agent'],
          cookieHeader: request.headers.cookie,
          now: app.now(),
        },
      );
      if (outcome.kind === 'second-factor') return success(outcome.challenge);
      const attemptBy =
        outcome.kind === 'signed-in'
          ? outcome.session.account
          : 'account' in outcome
            ? outcome.account
            : undefined;
      if (
        outcome.kind === 'signed-in' ||
        outcome.kind === 'wrong-password' ||
        outcome.kind === 'locked-out'
      ) {
        await recordAudit(app.database.db, {
          at: app.now(),
          actor: attemptBy ?? { id: null, name: email ?? '', role: '' },
          address: request.ip,
          action: outcome.kind === 'signed-in' ? 'sign-in' : 'sign-in-failed',
          target: attemptBy?.email ?? email ?? '(password only)',
          summary: outcome.kind === 'locked-out' ? 'locked out' : '',
        });
      }
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
        if (outcome.account && outcome.accountPausedUntil) {
          const owners = await listActiveOwnerEmails(app.database.db);
          const { account, accountPausedUntil } = outcome;
          // Not awaited: the answer to the sign-in never waits for the mail server.
          void mailStaff('attack alert e-mail', (site) =>
            attackAlertMail(site, account, owners, accountPausedUntil),
          );
        }
        const message = email === undefined ? invalidPasswordMessage : invalidCredentialsMessage;
        return reply.code(401).send(failure(message, 'unauthorized'));
      }
      const { id } = outcome.session.account;
      reply.header('set-cookie', await knownDeviceCookie(app.database.db, id, app.config.siteUrl));
      return success({ ...outcome.session, secondFactorRequired: false as const });
    },
  });

  await secondFactorSignInRoutes(app, throttles);
}
