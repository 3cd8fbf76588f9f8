import { type FormEvent, useId, useState } from 'react';
import { type LoginResult, loginRequestSchema } from '#shared/auth.js';
import { loginEndpoint } from '#shared/endpoints/auth.js';
import type { SecondFactorChallenge } from '#shared/second-factor.js';
import { adminErrorMessage, createSessionlessCaller } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { ConnectionStatusLabel } from '#web/admin/components/connection-status-label.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { PasswordField } from '#web/admin/components/password-field.js';
import { PasskeySignIn, SecondFactorStep } from '#web/features/admin-sign-in/index.js';
import { AdminCardLayout } from './admin-card-layout.js';

type AdminLoginViewProps = {
  onSignedIn: (result: LoginResult) => void;
  /** Why the admin is here again: an ended session, or a server that did not answer. */
  notice?: string;
  /** The e-mail to start with: the invitee's, after they chose their password. */
  initialEmail?: string;
};

/**
 * The /superadmin login view. The e-mail (issue 26: each person signs in as themselves) and
 * password go to the server, which answers a token, a ticket for the person's second factor (the
 * next step, SecondFactorStep), or the reason it refused ('Invalid password', the lockout message);
 * no answer at all shows the 'Backend not available' message of spec section 8 "The error
 * catalogue". "Sign in with a passkey" needs neither e-mail nor password.
 */
export function AdminLoginView({ onSignedIn, notice, initialEmail = '' }: AdminLoginViewProps) {
  const emailId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  /** Why the person is back at the password (the second step's ticket ran out). */
  const [backNotice, setBackNotice] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = loginRequestSchema.safeParse({ email, password });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Password is required');
      return;
    }
    setConnecting(true);
    setError(null);
    setBackNotice(undefined);
    try {
      const answer = await createSessionlessCaller().send(loginEndpoint, { body: { email, password } });
      if (answer.secondFactorRequired) {
        setPassword('');
        setConnecting(false);
        setChallenge(answer);
      } else {
        onSignedIn(answer);
      }
    } catch (failure) {
      // The server's reason ('Invalid password', the lockout), or the message of spec section 8
      // "The error catalogue" for no answer.
      setError(adminErrorMessage(failure));
      setConnecting(false);
    }
  }

  const shownNotice = backNotice ?? notice;
  return (
    <AdminCardLayout title="Super Admin" intro="Sign in to see the site's analytics and job applications.">
      <div className="mt-4">
        <ConnectionStatusLabel status={connecting ? 'connecting' : 'disconnected'} />
      </div>
      {challenge ? (
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={onSignedIn}
          onBack={(reason) => {
            setChallenge(null);
            setBackNotice(reason);
          }}
        />
      ) : (
        <>
          {shownNotice && !error && (
            <div className="mt-4">
              <MessageBanner kind="info">{shownNotice}</MessageBanner>
            </div>
          )}
          <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
            <div>
              <label htmlFor={emailId} className="block text-sm font-medium text-slate-800">
                E-mail
              </label>
              <input
                id={emailId}
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
              />
            </div>
            <PasswordField value={password} onChange={setPassword} error={error} />
            <AdminButton type="submit" variant="primary" className="w-full" disabled={connecting}>
              {connecting ? 'Connecting...' : 'Connect to Database'}
            </AdminButton>
          </form>
          <p className="my-4 text-center text-sm text-slate-600">or, with no e-mail or password</p>
          <PasskeySignIn onSignedIn={onSignedIn} onBusyChange={setConnecting} />
        </>
      )}
    </AdminCardLayout>
  );
}
