import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { PasswordChange, StaffSession } from '#shared/accounts.js';
import type { AccountFactors, FactorAdded, TotpEnrollment } from '#shared/second-factor.js';
import { isFactorSetupRequired, isUnauthorized } from '#web/admin/api/admin-caller.js';
import type { NewPasskeyAnswer } from '#web/admin/lib/passkey-ceremony.js';
import { apiJson, apiRequest } from '#web/lib/api-client.js';

function _query(parameters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * TRANSITIONAL (issue 44): the admin calls not yet moved to a feature's `api.ts` over shared
 * endpoint definitions. Every admin call, made with the session's token. A 401 from any of them ends the session
 * (`onUnauthorized` sends the admin back to the login view) before the error reaches the caller;
 * a 403 for want of a second factor (`onFactorSetupRequired`) has the session read again, so the
 * dashboard shows only what setting one up needs.
 */
export function createAdminApi(token: string, onUnauthorized: () => void, onFactorSetupRequired: () => void) {
  async function guarded<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      if (isFactorSetupRequired(error)) onFactorSetupRequired();
      throw error;
    }
  }
  const getData = async <T>(path: string, signal?: AbortSignal) =>
    (await guarded(apiJson<T>(path, { token, signal }))).data;
  const _getFile = async (path: string) => (await guarded(apiRequest(path, { token }))).blob();

  return {
    /** The signed-in person's own open sessions (device, address, last use; `current` is this one). */
    ownSessions: async (signal?: AbortSignal) =>
      (await getData<{ sessions: StaffSession[] }>('/api/auth/sessions', signal)).sessions,
    /** Ends one open session of the signed-in person. */
    /** Changes the signed-in person's password; answers the server's confirmation. */
    changePassword: async (change: PasswordChange) =>
      (await guarded(apiJson<never>('/api/auth/password', { method: 'POST', token, json: change })))
        .message ?? '',
    endSession: async (id: number) => {
      await guarded(apiJson(`/api/auth/sessions/${id}`, { method: 'DELETE', token }));
    },

    /** The signed-in person's own second factors: passkeys, the app, recovery codes left. */
    secondFactors: (signal?: AbortSignal) => getData<AccountFactors>('/api/auth/second-factors', signal),
    /** Options for `startRegistration()`: a challenge for a new passkey of the signed-in person. */
    passkeyRegistrationOptions: async () =>
      (
        await guarded(
          apiJson<{ options: PublicKeyCredentialCreationOptionsJSON }>(
            '/api/auth/passkeys/registration-options',
            { method: 'POST', token },
          ),
        )
      ).data.options,
    /** Adds the passkey the browser made; the first factor brings the recovery codes (shown once). */
    addPasskey: async (passkey: { name: string; response: NewPasskeyAnswer }) =>
      (await guarded(apiJson<FactorAdded>('/api/auth/passkeys', { method: 'POST', token, json: passkey })))
        .data,
    /** Removes a passkey; 409 when it is the last factor of a role that must have one. */
    removePasskey: async (id: number) => {
      await guarded(apiJson(`/api/auth/passkeys/${id}`, { method: 'DELETE', token }));
    },
    /** Starts setting up an authenticator app: its secret and `otpauth://` URI, shown once. */
    startTotp: async () =>
      (await guarded(apiJson<TotpEnrollment>('/api/auth/totp', { method: 'POST', token }))).data,
    /** Turns the app on with a first code from it; 400 names a wrong code. */
    confirmTotp: async (code: string) =>
      (
        await guarded(
          apiJson<FactorAdded>('/api/auth/totp/confirm', { method: 'POST', token, json: { code } }),
        )
      ).data,
    /** Turns the app off; 409 when it is the last factor of a role that must have one. */
    removeTotp: async () => {
      await guarded(apiJson('/api/auth/totp', { method: 'DELETE', token }));
    },
    /** Ten new recovery codes (shown once); the old ones stop working. */
    newRecoveryCodes: async () =>
      (
        await guarded(
          apiJson<{ recoveryCodes: string[] }>('/api/auth/recovery-codes', { method: 'POST', token }),
        )
      ).data.recoveryCodes,
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
