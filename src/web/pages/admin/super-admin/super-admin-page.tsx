import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { createAdminQueryClient } from '#web/admin/api/admin-query-client.js';
import {
  AdminSessionContext,
  type AdminSessionContextValue,
} from '#web/admin/session/admin-session-context.js';
import { useAdminSession } from '#web/admin/session/use-admin-session.js';
import { InvitationView, useInvitationToken } from '#web/features/admin-accounts/index.js';
import { AdminCardLayout } from './admin-card-layout.js';
import { AdminDashboard } from './admin-dashboard.js';
import { AdminLoginView } from './admin-login-view.js';

/**
 * /superadmin: the login view, or the dashboard once the server has accepted the token; an
 * invitation link (`#invitation=<token>`) opens the set-password view first. Until a
 * stored token is verified nothing of the admin area renders, so a revoked or expired session
 * (or the back button after logging out) shows no data.
 */
export function SuperAdminPage() {
  const { state, signIn, signOut, expire, recheck } = useAdminSession();
  const token = state.phase === 'signed-in' ? state.token : null;
  const accountId = state.phase === 'signed-in' ? state.account.id : null;
  const session = useMemo(
    () =>
      token && accountId !== null
        ? { token, accountId, expire: () => expire(), recheck: () => void recheck() }
        : null,
    [token, accountId, expire, recheck],
  );
  const invitation = useInvitationToken();
  const [signInStart, setSignInStart] = useState<{ email?: string; notice?: string }>({});

  if (invitation.token) {
    return (
      <AdminCardLayout title="Set your password" intro="Choose the password for your admin account.">
        <InvitationView
          token={invitation.token}
          onSignedIn={(result) => {
            invitation.forget();
            signIn(result);
          }}
          onToSignIn={(email, notice) => {
            invitation.forget();
            setSignInStart({ email, notice });
          }}
        />
      </AdminCardLayout>
    );
  }
  if (state.phase === 'checking' || invitation.token === undefined) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
        <h1 className="sr-only">Super Admin</h1>
        <p role="status" className="text-slate-700">
          Checking your session...
        </p>
      </main>
    );
  }
  if (!session)
    return (
      <AdminLoginView
        onSignedIn={signIn}
        initialEmail={signInStart.email}
        notice={signInStart.notice ?? (state.phase === 'signed-out' ? state.notice : undefined)}
      />
    );
  return (
    <SignedInDashboard key={session.token} session={session}>
      {state.phase === 'signed-in' && (
        <AdminDashboard
          account={state.account}
          factorSetupRequired={state.factorSetupRequired}
          onFactorSetupDone={recheck}
          onLogout={signOut}
        />
      )}
    </SignedInDashboard>
  );
}

/** The dashboard with the session's API and its own query cache, which goes when the session does. */
function SignedInDashboard({
  session,
  children,
}: {
  session: AdminSessionContextValue;
  children: ReactNode;
}) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <AdminSessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AdminSessionContext.Provider>
  );
}
