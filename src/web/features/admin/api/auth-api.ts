import type { LoginResult, VerifyResult } from '../../../../shared/auth.js';
import { requestJson } from './admin-fetch.js';

/** `POST /api/auth/login`: the server checks the password; a refusal throws with its message. */
export async function login(password: string): Promise<LoginResult> {
  return (await requestJson<LoginResult>('/api/auth/login', { method: 'POST', body: { password } })).data;
}

/** `GET /api/auth/verify`: throws UnauthorizedError when the token is no longer valid. */
export async function verifyToken(token: string, signal?: AbortSignal): Promise<VerifyResult> {
  return (await requestJson<VerifyResult>('/api/auth/verify', { token, signal })).data;
}

/** `POST /api/auth/logout`: revokes the token on the server. */
export async function revokeToken(token: string): Promise<void> {
  await requestJson('/api/auth/logout', { method: 'POST', token });
}
