import type { InvitationDetails } from '#shared/accounts.js';
import type { LoginResult, VerifyResult } from '#shared/auth.js';
import { apiJson } from '#web/lib/api-client.js';

/** `POST /api/auth/login`: the server checks the e-mail and password; a refusal throws with its message. */
export async function login(email: string, password: string): Promise<LoginResult> {
  return (await apiJson<LoginResult>('/api/auth/login', { method: 'POST', json: { email, password } })).data;
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
