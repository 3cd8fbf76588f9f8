import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { InvitationDetails } from '#shared/accounts.js';
import type { LoginAnswer, LoginResult, VerifyResult } from '#shared/auth.js';
import type { SecondFactorRequest } from '#shared/second-factor.js';
import type { PasskeyAnswer } from '#web/admin/lib/passkey-ceremony.js';
import { apiJson } from '#web/lib/api-client.js';

/**
 * `POST /api/auth/login`: the server checks the e-mail and password and answers a session, or (the
 * person has a second factor) a ticket to give it with; a refusal throws with its message.
 */
export async function login(email: string, password: string): Promise<LoginAnswer> {
  return (await apiJson<LoginAnswer>('/api/auth/login', { method: 'POST', json: { email, password } })).data;
}

type PasskeyOptions = { options: PublicKeyCredentialRequestOptionsJSON };

/** `POST /api/auth/passkeys/sign-in-options`: a challenge for any passkey of this site. */
export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await apiJson<PasskeyOptions>('/api/auth/passkeys/sign-in-options', { method: 'POST' })).data
    .options;
}

/** `POST /api/auth/passkeys/sign-in`: a passkey instead of the e-mail and password (both factors at once). */
export async function passkeySignIn(response: PasskeyAnswer): Promise<LoginResult> {
  return (await apiJson<LoginResult>('/api/auth/passkeys/sign-in', { method: 'POST', json: { response } }))
    .data;
}

/** `POST /api/auth/second-factor/passkey-options`: a challenge for the passkeys of the ticket's account. */
export async function secondFactorPasskeyOptions(
  ticket: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (
    await apiJson<PasskeyOptions>('/api/auth/second-factor/passkey-options', {
      method: 'POST',
      json: { ticket },
    })
  ).data.options;
}

/** The second factor as sent: a code as typed, or the browser's passkey answer as it is. */
type SecondFactorGiven =
  | Exclude<SecondFactorRequest, { method: 'passkey' }>
  | { method: 'passkey'; ticket: string; response: PasskeyAnswer };

/** `POST /api/auth/second-factor`: the code or passkey after a right password; a session out. */
export async function completeSecondFactor(request: SecondFactorGiven): Promise<LoginResult> {
  return (await apiJson<LoginResult>('/api/auth/second-factor', { method: 'POST', json: request })).data;
}

/** `GET /api/auth/verify`: throws an ApiError with status 401 when the token is no longer valid. */
export async function verifyToken(token: string, signal?: AbortSignal): Promise<VerifyResult> {
  return (await apiJson<VerifyResult>('/api/auth/verify', { token, signal })).data;
}

/** `POST /api/auth/logout`: revokes the token on the server. */
export async function revokeToken(token: string): Promise<void> {
  await apiJson('/api/auth/logout', { method: 'POST', token });
}

/** `GET /api/auth/invitations/:token`: who an invitation link invites; 404 for any link that would be refused. */
export async function readInvitation(token: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return (await apiJson<InvitationDetails>(`/api/auth/invitations/${encodeURIComponent(token)}`, { signal }))
    .data;
}

/** `POST /api/auth/invitations/:token`: sets the invitee's password; a weak one is refused with `fields.password`. */
export async function acceptInvitation(token: string, password: string): Promise<void> {
  await apiJson(`/api/auth/invitations/${encodeURIComponent(token)}`, { method: 'POST', json: { password } });
}
