import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionOf } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { deviceName } from '#server/services/admin/admin-sessions.js';
import { createLoginThrottle } from '#server/services/admin/login-throttle.js';
import { passwordChangePasskeyOptions, relyingPartyOf } from '#server/services/admin/passkeys.js';
import { changeOwnPassword, type PasswordChangeProof } from '#server/services/admin/password-change.js';
import { passwordChangedMail } from '#server/services/admin/password-changed-mail.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { BACKGROUND_PATIENCE_MS } from '#server/services/mail/smtp-transport.js';
import { createStaffMailer } from '#server/services/mail/staff-mailer.js';
import { passwordChangeMessages } from '#shared/accounts.js';
import { failure, success } from '#shared/api-envelope.js';
import { loginBusyMessage, loginLockedMessage, loginUnavailableMessage } from '#shared/auth.js';
import {
  changePasswordEndpoint,
  changePasswordWithPasskeyEndpoint,
  passwordFormEndpoint,
  passwordPasskeyOptionsEndpoint,
} from '#shared/endpoints/own-password.js';

/**
 * `/api/auth/password…`: the signed-in person changes their own password ("My account"), shown to
 * be them by their current password or by one of their own passkeys (a challenge issued to this
 * session, used once). Admin scope, every role. A wrong current password counts against the
 * address and the account under the sign-in's lockout rules (shared through Redis when it is
 * configured). A change is e-mailed to the person when SMTP is set, without waiting for the mail.
 */
export async function passwordChangeRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const relyingParty = relyingPartyOf(app.config.siteUrl);
  const throttles = {
    address: createLoginThrottle(app.redis),
    account: createLoginThrottle(app.redis, 'account'),
  };
  const companyName = async () => (await app.siteContent.published()).content.company.name;
  const mailStaff = createStaffMailer({
    mail: app.config.mail,
    siteName: companyName,
    log: app.log,
    patienceMs: BACKGROUND_PATIENCE_MS,
  });

  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    proof: PasswordChangeProof,
    newPassword: string,
  ) {
    const session = adminSessionOf(request);
    const now = app.now();
    const outcome = await changeOwnPassword(
      { db, throttles, relyingParty, companyName: await companyName() },
      { accountId: session.account.id, sessionId: session.id, address: request.ip, proof, newPassword, now },
    );
    const refused = (field: 'currentPassword' | 'passkey' | 'newPassword', message: string) =>
      reply.code(400).send({ ...failure(message, 'validation_failed'), fields: { [field]: message } });
    switch (outcome.kind) {
      case 'changed': {
        const how = proof.kind === 'passkey' ? 'with a passkey' : 'with the current password';
        await auditRequest(request, 'password-changed', session.account.email, how);
        const notice = {
          person: session.account,
          at: now,
          device: deviceName(request.headers['user-agent']),
        };
        // Not awaited: the change is answered without waiting for the mail server.
        void mailStaff('password change e-mail', (site) => passwordChangedMail(site, notice));
        return reply.send({ success: true as const, message: passwordChangeMessages.changed });
      }
      case 'wrong-current':
        return refused('currentPassword', passwordChangeMessages.wrongCurrent);
      case 'passkey-refused':
        request.log.warn(
          { accountId: session.account.id, reason: outcome.reason },
          'password change passkey refused',
        );
        return refused('passkey', passwordChangeMessages.passkeyRefused);
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
  }

  app.route({
    ...endpointRoute(app, passwordFormEndpoint),
    handler: async () => success({ companyName: await companyName() }),
  });

  app.route({
    ...endpointRoute(app, changePasswordEndpoint),
    handler: (request, reply) =>
      change(
        request,
        reply,
        { kind: 'current-password', password: request.body.currentPassword },
        request.body.newPassword,
      ),
  });

  app.route({
    ...endpointRoute(app, passwordPasskeyOptionsEndpoint),
    handler: async (request, reply) => {
      const session = adminSessionOf(request);
      const options = await passwordChangePasskeyOptions(
        db,
        relyingParty,
        { accountId: session.account.id, sessionId: session.id },
        app.now(),
      );
      if (!options) return reply.code(409).send(failure(passwordChangeMessages.noPasskey, 'conflict'));
      return success({ options });
    },
  });

  app.route({
    ...endpointRoute(app, changePasswordWithPasskeyEndpoint),
    handler: (request, reply) =>
      change(request, reply, { kind: 'passkey', response: request.body.passkey }, request.body.newPassword),
  });
}
