import {
  accountIdParamsSchema,
  accountsListSchema,
  endedSessionsSchema,
  invitationIssuedSchema,
  inviteAccountSchema,
  staffAccountSchema,
  updateAccountSchema,
} from '#shared/accounts.js';
import { defineEndpoint } from '#shared/endpoint.js';
import { secondFactorPolicySchema } from '#shared/second-factor.js';

// The owner's Users tab (admin scope, owner only; src/shared/role-access.ts).

/** Every staff account, with when it last signed in. */
export const accountsListEndpoint = defineEndpoint('GET /api/admin/users', { data: accountsListSchema });

/** Invites a person: the link, to show once; 409 when the e-mail has an account already. */
export const inviteAccountEndpoint = defineEndpoint('POST /api/admin/users', {
  body: inviteAccountSchema,
  data: invitationIssuedSchema,
  status: 201,
});

/** A new role (with the offices a branch account covers), new offices alone, or disabling or enabling; 409 for the last owner. */
export const changeAccountEndpoint = defineEndpoint('PATCH /api/admin/users/:id', {
  params: accountIdParamsSchema,
  body: updateAccountSchema,
  data: staffAccountSchema,
});

/** A new single-use link with which the person chooses a new password. */
export const resetAccountPasswordEndpoint = defineEndpoint('POST /api/admin/users/:id/password-reset', {
  params: accountIdParamsSchema,
  data: invitationIssuedSchema,
});

export const deleteAccountEndpoint = defineEndpoint('DELETE /api/admin/users/:id', {
  params: accountIdParamsSchema,
});

/** Ends every open session of a person at once; answers how many there were. */
export const endAccountSessionsEndpoint = defineEndpoint('DELETE /api/admin/users/:id/sessions', {
  params: accountIdParamsSchema,
  data: endedSessionsSchema,
});

/** The roles whose people must have a second factor. */
export const secondFactorPolicyEndpoint = defineEndpoint('GET /api/admin/second-factor-policy', {
  data: secondFactorPolicySchema,
});

export const saveSecondFactorPolicyEndpoint = defineEndpoint('PUT /api/admin/second-factor-policy', {
  body: secondFactorPolicySchema,
  data: secondFactorPolicySchema,
});
