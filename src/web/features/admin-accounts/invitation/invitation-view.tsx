import { useEffect, useState } from 'react';
import { type InvitationDetails, invalidInvitationMessage } from '#shared/accounts.js';
import type { LoginAnswer, LoginResult } from '#shared/auth.js';
import { invitationDetailsEndpoint, loginEndpoint } from '#shared/endpoints/auth.js';
import { adminErrorMessage, createSessionlessCaller } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { ApiError } from '#web/lib/api-client.js';
import { SetPasswordForm } from './set-password-form.js';

type InvitationState =
  | { phase: 'checking' }
  | { phase: 'open'; invitation: InvitationDetails }
  /** Used, expired, replaced or guessed: one message for all, nothing learned. */
  | { phase: 'refused' }
  | { phase: 'failed'; message: string };

type InvitationViewProps = {
  token: string;
  onSignedIn: (result: LoginResult) => void;
  /** To the sign-in form, with the e-mail filled in when it is known and a note why. */
  onToSignIn: (email?: string, notice?: string) => void;
};

/**
 * An invitation (or password reset) link opened: whom it invites, the password form, then the
 * person is signed in with what they chose.
 */
export function InvitationView({ token, onSignedIn, onToSignIn }: InvitationViewProps) {
  const [state, setState] = useState<InvitationState>({ phase: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    createSessionlessCaller()
      .send(invitationDetailsEndpoint, { params: { token }, signal: controller.signal })
      .then(
        (invitation) => setState({ phase: 'open', invitation }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState(
            error instanceof ApiError && error.status === 404
              ? { phase: 'refused' }
              : { phase: 'failed', message: adminErrorMessage(error) },
          );
        },
      );
    return () => controller.abort();
  }, [token]);

  async function signInWith(email: string, password: string) {
    // The password is set either way: when this sign-in fails, or must go on with a second factor
    // (a password reset of a person who has one), the sign-in form takes it from here.
    const toSignInForm = () =>
      onToSignIn(email, 'Your password is set. Sign in with your e-mail and password.');
    let answer: LoginAnswer;
    try {
      answer = await createSessionlessCaller().send(loginEndpoint, { body: { email, password } });
    } catch {
      toSignInForm();
      return;
    }
    if (answer.secondFactorRequired) toSignInForm();
    else onSignedIn(answer);
  }

  if (state.phase === 'checking') return <p role="status">Checking your invitation link...</p>;
  if (state.phase === 'open') {
    return (
      <SetPasswordForm
        token={token}
        invitation={state.invitation}
        onPasswordSet={(password) => signInWith(state.invitation.email, password)}
        onLinkRefused={() => setState({ phase: 'refused' })}
      />
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <MessageBanner kind="error">
        {state.phase === 'refused' ? invalidInvitationMessage : state.message}
      </MessageBanner>
      <AdminButton className="w-full" onClick={() => onToSignIn()}>
        Go to sign-in
      </AdminButton>
    </div>
  );
}
