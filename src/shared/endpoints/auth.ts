import {
  acceptInvitationSchema,
  invitationDetailsSchema,
  invitationTokenParamsSchema,
  sessionIdParamsSchema,
  sessionsQuerySchema,
  staffSessionsSchema,
} from '#shared/accounts.js';
import {
  loginAnswerSchema,
  loginRequestSchema,
  loginResultSchema,
  logoutResultSchema,
  verifyResultSchema,
} from '#shared/auth.js';
import { defineEndpoint } from '#shared/endpoint.js';
import {
  accountFactorsSchema,
  addPasskeySchema,
  confirmTotpSchema,
  factorAddedSchema,
  passkeyIdParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySignInOptionsSchema,
  passkeySignInSchema,
  recoveryCodesSchema,
  secondFactorSchema,
  secondFactorTicketSchema,
  totpEnrollmentSchema,
} from '#shared/second-factor.js';

// Signing in (public, each limited per address): the password, a passkey, the second factor after
// a password, and the invitation link with which a person chooses their password.

/** An e-mail and password: a session, or (the person has a second factor) a ticket to give it with. */
export const loginEndpoint = defineEndpoint('POST /api/auth/login', {
  body: loginRequestSchema,
  data: loginAnswerSchema,
});

/** A challenge for any passkey of this site ("Sign in with a passkey"). */
export const passkeySignInOptionsEndpoint = defineEndpoint('POST /api/auth/passkeys/sign-in-options', {
  data: passkeySignInOptionsSchema,
});

/** A passkey instead of the e-mail and password (both factors at once). */
export const passkeySignInEndpoint = defineEndpoint('POST /api/auth/passkeys/sign-in', {
  body: passkeySignInSchema,
  data: loginResultSchema,
});

/** A challenge for the passkeys of the ticket's account, after a right password. */
export const secondFactorPasskeyOptionsEndpoint = defineEndpoint(
  'POST /api/auth/second-factor/passkey-options',
  { body: secondFactorTicketSchema, data: passkeySignInOptionsSchema },
);

/** The code or passkey after a right password: a session. */
export const secondFactorEndpoint = defineEndpoint('POST /api/auth/second-factor', {
  body: secondFactorSchema,
  data: loginResultSchema,
});

/** Who an invitation link invites; 404 for any link that would be refused. */
export const invitationDetailsEndpoint = defineEndpoint('GET /api/auth/invitations/:token', {
  params: invitationTokenParamsSchema,
  data: invitationDetailsSchema,
});

/** Sets the invitee's password with their link; a weak one is refused with `fields.password`. */
export const acceptInvitationEndpoint = defineEndpoint('POST /api/auth/invitations/:token', {
  params: invitationTokenParamsSchema,
  body: acceptInvitationSchema,
});

// The signed-in person's own session and account (admin scope; src/shared/role-access.ts).

/** Revokes the caller's token. */
export const logoutEndpoint = defineEndpoint('POST /api/auth/logout', { data: logoutResultSchema });

/** Checks the caller's token: who it signs in, until when; 401 once it is no longer valid. */
export const verifyEndpoint = defineEndpoint('GET /api/auth/verify', { data: verifyResultSchema });

/** The caller's open sessions (the owner may ask for anyone's with `accountId`). */
export const ownSessionsEndpoint = defineEndpoint('GET /api/auth/sessions', {
  query: sessionsQuerySchema,
  data: staffSessionsSchema,
});

/** Ends one open session of the caller (the owner: anyone's); someone else's reads as 404. */
export const endSessionEndpoint = defineEndpoint('DELETE /api/auth/sessions/:id', {
  params: sessionIdParamsSchema,
  data: logoutResultSchema,
});

/** The caller's own second factors: passkeys, the app, recovery codes left. */
export const secondFactorsEndpoint = defineEndpoint('GET /api/auth/second-factors', {
  data: accountFactorsSchema,
});

/** Options for `startRegistration()`: a challenge for a new passkey of the caller. */
export const passkeyRegistrationOptionsEndpoint = defineEndpoint(
  'POST /api/auth/passkeys/registration-options',
  { data: passkeyRegistrationOptionsSchema },
);

/** Adds the passkey the browser made; the first factor brings the recovery codes (shown once). */
export const addPasskeyEndpoint = defineEndpoint('POST /api/auth/passkeys', {
  body: addPasskeySchema,
  data: factorAddedSchema,
});

/** Removes a passkey; 409 when it is the last factor of a role that must have one. */
export const removePasskeyEndpoint = defineEndpoint('DELETE /api/auth/passkeys/:id', {
  params: passkeyIdParamsSchema,
  data: logoutResultSchema,
});

/** Starts setting up an authenticator app: its secret and `otpauth://` URI, shown once; 409 when one is set up. */
export const startTotpEndpoint = defineEndpoint('POST /api/auth/totp', { data: totpEnrollmentSchema });

/** Turns the app on with a first code from it; 400 names a wrong code. */
export const confirmTotpEndpoint = defineEndpoint('POST /api/auth/totp/confirm', {
  body: confirmTotpSchema,
  data: factorAddedSchema,
});

/** Turns the app off; 409 when it is the last factor of a role that must have one. */
export const removeTotpEndpoint = defineEndpoint('DELETE /api/auth/totp', { data: logoutResultSchema });

/** Ten new recovery codes (shown once); the old ones stop working. 409 without a passkey or app. */
export const newRecoveryCodesEndpoint = defineEndpoint('POST /api/auth/recovery-codes', {
  data: recoveryCodesSchema,
});
