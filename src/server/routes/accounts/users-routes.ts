import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { officesCoveredSentence } from '#content/index.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { invitationMail } from '#server/services/admin/invitation-mail.js';
import { issueInvitation } from '#server/services/admin/invitations.js';
import { applySecondFactorRule } from '#server/services/admin/own-second-factors.js';
import {
  accountListView,
  accountView,
  changeAccount,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  listAccounts,
  revokeAccountSessions,
} from '#server/services/admin/staff-accounts.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { ON_SCREEN_PATIENCE_MS } from '#server/services/mail/smtp-transport.js';
import { createStaffMailer } from '#server/services/mail/staff-mailer.js';
import { lastOwnerMessage, type StaffAccount, staffRoleLabels } from '#shared/accounts.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  accountsListEndpoint,
  changeAccountEndpoint,
  deleteAccountEndpoint,
  endAccountSessionsEndpoint,
  inviteAccountEndpoint,
  resetAccountPasswordEndpoint,
} from '#shared/endpoints/accounts.js';

const notFound = failure('Account not found', 'not_found');

/**
 * `/api/admin/users…`: the owner's Users tab. Invite a person (a single-use link for 72 hours,
 * e-mailed when SMTP is set and always answered once for the owner to copy), change a role or
 * branches, disable or enable, reset a password (a new link), delete. The last active owner can
 * be neither demoted, disabled nor deleted. Admin scope, owner only (src/shared/role-access.ts).
 */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const mailStaff = createStaffMailer({
    mail: app.config.mail,
    siteName: async () => (await app.siteContent.published()).content.company.name,
    log: app.log,
    patienceMs: ON_SCREEN_PATIENCE_MS,
  });

  /** "Patna Branch manager now covers Patna Branch and Ranchi Branch", from the published offices. */
  async function officesCovered(account: StaffAccount): Promise<string> {
    const { offices } = (await app.siteContent.published()).content.branches;
    return officesCoveredSentence(account.name, account.branchKeys, offices);
  }

  async function invite(request: FastifyRequest, account: StaffAccount, reset: boolean) {
    const link = await issueInvitation(db, account.id, app.config.siteUrl, app.now());
    const emailed = await mailStaff('invitation e-mail', (site) =>
      invitationMail(site, account, { ...link, reset }),
    );
    await auditRequest(
      request,
      reset ? 'password-reset' : 'invitation',
      account.email,
      `${staffRoleLabels[account.role]}${emailed ? ', link e-mailed' : ', link shown to copy'}`,
    );
    return { account, ...link, emailed };
  }

  app.route({
    ...endpointRoute(app, accountsListEndpoint),
    handler: async () => success({ accounts: (await listAccounts(db)).map(accountListView) }),
  });

  app.route({
    ...endpointRoute(app, inviteAccountEndpoint),
    handler: async (request, reply) => {
      const { name, email, role, branchKeys } = request.body;
      if (await findAccountByEmail(db, email)) {
        return reply.code(409).send(failure('There is already an account with this e-mail', 'conflict'));
      }
      const row = await insertAccount(db, {
        name,
        email,
        role,
        status: 'invited',
        branchKeys,
        passwordHash: null,
        now: app.now().toISOString(),
      }).catch(() => undefined);
      // Two invitations of the same e-mail at once: the unique index lets one through.
      if (!row)
        return reply.code(409).send(failure('There is already an account with this e-mail', 'conflict'));
      return reply.code(201).send(success(await invite(request, accountView(row), false)));
    },
  });

  app.route({
    ...endpointRoute(app, changeAccountEndpoint),
    handler: async (request, reply) => {
      const { id } = request.params;
      const change = request.body;
      const before = await findAccountById(db, id);
      const outcome = await changeAccount(db, id, change, app.now().toISOString());
      if (outcome.kind === 'not-found' || !before) return reply.code(404).send(notFound);
      if (outcome.kind === 'last-owner') return reply.code(409).send(failure(lastOwnerMessage, 'conflict'));
      const after = outcome.row ? accountView(outcome.row) : undefined;
      if (!after) return reply.code(404).send(notFound);
      if ('status' in change && change.status !== before.status) {
        await auditRequest(
          request,
          change.status === 'disabled' ? 'account-disabled' : 'account-enabled',
          after.email,
        );
      } else if (!('role' in change)) {
        await auditRequest(request, 'offices-change', after.email, await officesCovered(after));
      } else {
        await auditRequest(
          request,
          'role-change',
          after.email,
          `${staffRoleLabels[before.role]} → ${staffRoleLabels[after.role]}${after.role === 'branch' ? `; ${await officesCovered(after)}` : ''}`,
        );
        // A role that requires a second factor the person lacks applies to their open sessions now.
        await applySecondFactorRule(db, app.now());
      }
      return success(after);
    },
  });

  app.route({
    ...endpointRoute(app, resetAccountPasswordEndpoint),
    handler: async (request, reply) => {
      const row = await findAccountById(db, request.params.id);
      if (!row) return reply.code(404).send(notFound);
      return success(await invite(request, accountView(row), true));
    },
  });

  app.route({
    ...endpointRoute(app, deleteAccountEndpoint),
    handler: async (request, reply) => {
      const before = await findAccountById(db, request.params.id);
      const outcome = await changeAccount(db, request.params.id, { delete: true }, app.now().toISOString());
      if (outcome.kind === 'not-found' || !before) return reply.code(404).send(notFound);
      if (outcome.kind === 'last-owner') return reply.code(409).send(failure(lastOwnerMessage, 'conflict'));
      await auditRequest(
        request,
        'account-deleted',
        before.email,
        `${before.name}, ${staffRoleLabels[before.role]}`,
      );
      return { success: true as const, message: 'Account deleted' };
    },
  });

  // Ends every open session of a person at once (a lost laptop, a shared computer): their token
  // fails on its next request, while the account stays as it is.
  app.route({
    ...endpointRoute(app, endAccountSessionsEndpoint),
    handler: async (request, reply) => {
      const account = await findAccountById(db, request.params.id);
      if (!account) return reply.code(404).send(notFound);
      const ended = await revokeAccountSessions(db, account.id, app.now().toISOString());
      await auditRequest(request, 'session-ended', account.email, `${ended} open sessions ended`);
      return success({ ended });
    },
  });
}
