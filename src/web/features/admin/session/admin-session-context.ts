import { createContext, useContext, useMemo } from 'react';
import { type AdminApi, createAdminApi } from '#web/features/admin/api/admin-api.js';

export type AdminSessionContextValue = { token: string; expire: () => void };

/** The signed-in admin's token, for the screens that call the API. */
export const AdminSessionContext = createContext<AdminSessionContextValue | null>(null);

/** The admin API bound to the session's token; a 401 from any call ends the session. */
export function useAdminApi(): AdminApi {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminApi is used outside a signed-in admin session');
  const { token, expire } = session;
  return useMemo(() => createAdminApi(token, expire), [token, expire]);
}
