import { createContext, useContext, useMemo } from 'react';
import { type AdminCaller, createAdminCaller } from '#web/admin/api/admin-caller.js';

/**
 * The signed-in person's token, for the screens that call the API, and who they are. `recheck`
 * reads the session again: a call refused because a second factor must be set up first (the
 * owner has just required one for the person's role) turns the dashboard to My account.
 */
export type AdminSessionContextValue = {
  token: string;
  accountId: number;
  expire: () => void;
  recheck: () => void;
};

export const AdminSessionContext = createContext<AdminSessionContextValue | null>(null);

/** The signed-in person's account id: what is kept in the browser for one person is keyed by it. */
export function useSignedInAccountId(): number {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useSignedInAccountId is used outside a signed-in admin session');
  return session.accountId;
}

/**
 * The shared endpoints' caller bound to the session's token, for a feature's queries; a 401
 * from any call ends the session, a refusal for want of a second factor reads the session again.
 */
export function useAdminCaller(): AdminCaller {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminCaller is used outside a signed-in admin session');
  const { token, expire, recheck } = session;
  return useMemo(() => createAdminCaller(token, expire, recheck), [token, expire, recheck]);
}
