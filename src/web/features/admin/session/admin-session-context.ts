import { createContext, useContext, useMemo } from 'react';
import { type AdminApi, createAdminApi } from '#web/features/admin/api/admin-api.js';

/** The signed-in person's token, for the screens that call the API, and who they are. */
export type AdminSessionContextValue = { token: string; accountId: number; expire: () => void };

export const AdminSessionContext = createContext<AdminSessionContextValue | null>(null);

/** The signed-in person's account id: what is kept in the browser for one person is keyed by it. */
export function useSignedInAccountId(): number {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useSignedInAccountId is used outside a signed-in admin session');
  return session.accountId;
}

/** The admin API bound to the session's token; a 401 from any call ends the session. */
export function useAdminApi(): AdminApi {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminApi is used outside a signed-in admin session');
  const { token, expire } = session;
  return useMemo(() => createAdminApi(token, expire), [token, expire]);
}
