import { passwordChangeSchema, passwordFormSchema } from '#shared/accounts.js';
import { defineEndpoint } from '#shared/endpoint.js';
import { passkeyPasswordChangeSchema, passkeyRequestOptionsSchema } from '#shared/second-factor.js';

// "My account": the signed-in person changes their own password (admin scope, every role;
// src/shared/role-access.ts).

/** What the form rates a new password against: the company's name. */
export const passwordFormEndpoint = defineEndpoint('GET /api/auth/password', { data: passwordFormSchema });

/** The new password, confirmed with the current one; 400 with the refused field, 429 while locked out. */
export const changePasswordEndpoint = defineEndpoint('POST /api/auth/password', {
  body: passwordChangeSchema,
});

/** Options for `startAuthentication()`: the person's own passkeys, a challenge for this session alone; 409 without a passkey. */
export const passwordPasskeyOptionsEndpoint = defineEndpoint('POST /api/auth/password/passkey-options', {
  data: passkeyRequestOptionsSchema,
});

/** The new password, confirmed with one of the person's passkeys instead of the current password. */
export const changePasswordWithPasskeyEndpoint = defineEndpoint('POST /api/auth/password/passkey', {
  body: passkeyPasswordChangeSchema,
});
