import type { PasswordChange } from '#shared/accounts.js';
import { isFactorSetupRequired, isUnauthorized } from '#web/admin/api/admin-caller.js';
import { apiJson } from '#web/lib/api-client.js';

/**
 * TRANSITIONAL (issue 44): the admin calls not yet moved to a feature's `api.ts` over shared
 * endpoint definitions. A 401 ends the session (`onUnauthorized`); a 403 for want of a second
 * factor (`onFactorSetupRequired`) has the session read again.
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

  return {
    /** Changes the signed-in person's password; answers the server's confirmation. */
    changePassword: async (change: PasswordChange) =>
      (await guarded(apiJson<never>('/api/auth/password', { method: 'POST', token, json: change })))
        .message ?? '',
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
