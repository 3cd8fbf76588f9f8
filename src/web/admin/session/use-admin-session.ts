import { useCallback, useEffect, useState } from 'react';
import type { SignedInAccountView } from '#shared/accounts.js';
import type { LoginResult } from '#shared/auth.js';
import { logoutEndpoint, verifyEndpoint } from '#shared/endpoints/auth.js';
import { adminErrorMessage, createSessionlessCaller, isUnauthorized } from '#web/admin/api/admin-caller.js';
import { adminTokenKey, clearAdminToken, readAdminToken, storeAdminToken } from './admin-token-storage.js';

type AdminSessionState =
  | { phase: 'checking' }
  | { phase: 'signed-out'; notice?: string }
  | {
      phase: 'signed-in';
      token: string;
      account: SignedInAccountView;
      /** The role requires a second factor and the person has none: the session may only add one. */
      factorSetupRequired: boolean;
    };

function sessionOf(answer: Pick<LoginResult, 'account' | 'factorSetupRequired'>) {
  return { account: answer.account, factorSetupRequired: answer.factorSetupRequired };
}

const sessionEndedNotice = 'Your session has ended. Please sign in again.';

/** Whom the token signs in; throws an ApiError with status 401 once it is no longer valid. */
function verifyToken(token: string, signal?: AbortSignal) {
  return createSessionlessCaller(token).send(verifyEndpoint, { signal });
}

/**
 * The admin's session. Nothing of the admin area shows until the server has confirmed the token:
 * a stored token is verified on load (kept while valid, at most 24 hours, and cleared once the
 * server refuses it), re-checked when the tab comes back into view, and dropped when another tab
 * signs out. `expire` is what a 401 from any call triggers.
 */
export function useAdminSession() {
  const [state, setState] = useState<AdminSessionState>({ phase: 'checking' });
  const token = state.phase === 'signed-in' ? state.token : null;

  const expire = useCallback((notice: string = sessionEndedNotice) => {
    clearAdminToken();
    setState({ phase: 'signed-out', notice });
  }, []);

  // Restore a stored session, once the page is in the browser.
  useEffect(() => {
    const stored = readAdminToken();
    if (!stored) {
      setState({ phase: 'signed-out' });
      return;
    }
    const controller = new AbortController();
    verifyToken(stored, controller.signal).then(
      (verified) => setState({ phase: 'signed-in', token: stored, ...sessionOf(verified) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) {
          clearAdminToken();
          setState({ phase: 'signed-out' });
        } else {
          // The token may still be good: keep it for the next try, show nothing admin meanwhile.
          setState({ phase: 'signed-out', notice: adminErrorMessage(error) });
        }
      },
    );
    return () => controller.abort();
  }, []);

  /**
   * Reads the session from the server again: once a person who had to set up a second factor has
   * added one, their session is a full one and the dashboard shows their role's tabs.
   */
  const recheck = useCallback(async () => {
    if (!token) return;
    try {
      const verified = await verifyToken(token);
      setState((current) =>
        current.phase === 'signed-in' && current.token === token
          ? { ...current, ...sessionOf(verified) }
          : current,
      );
    } catch (error) {
      if (isUnauthorized(error)) expire();
    }
  }, [token, expire]);

  // A dashboard left open past the token's life, or whose role now requires a second factor: check
  // again when the admin comes back to it.
  useEffect(() => {
    if (!token) return;
    const recheckWhenVisible = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === adminTokenKey && event.newValue !== token) expire();
    };
    document.addEventListener('visibilitychange', recheckWhenVisible);
    window.addEventListener('storage', followOtherTabs);
    return () => {
      document.removeEventListener('visibilitychange', recheckWhenVisible);
      window.removeEventListener('storage', followOtherTabs);
    };
  }, [token, expire, recheck]);

  const signIn = useCallback((result: LoginResult) => {
    storeAdminToken(result.token);
    setState({ phase: 'signed-in', token: result.token, ...sessionOf(result) });
  }, []);

  /** Forgets the token at once (nothing admin stays on screen), then revokes it on the server. */
  const signOut = useCallback(async () => {
    if (!token) return;
    clearAdminToken();
    setState({ phase: 'signed-out' });
    await createSessionlessCaller(token)
      .send(logoutEndpoint, {})
      .catch(() => {
        // Already expired or the server is away: the token is gone from this browser either way.
      });
  }, [token]);

  return { state, signIn, signOut, expire, recheck };
}
