import { type FormEvent, useId, useState } from 'react';
import { type LoginResult, loginRequestSchema } from '../../../../shared/auth.js';
import { login } from '../api/auth-api.js';
import { AdminBackgroundVideo } from './admin-background-video.js';
import { AdminButton } from './admin-button.js';
import { ConnectionStatusLabel } from './connection-status-label.js';
import { MessageBanner } from './message-banner.js';

type AdminLoginViewProps = {
  onSignedIn: (result: LoginResult) => void;
  /** Why the admin is here again: an ended session, or a server that did not answer. */
  notice?: string;
};

/**
 * The /superadmin login view. The password goes to the server, which answers a token or the
 * reason it refused ('Invalid password', the lockout message); no answer at all shows the spec's
 * 'Backend not available' message.
 */
export function AdminLoginView({ onSignedIn, notice }: AdminLoginViewProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const passwordId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = loginRequestSchema.safeParse({ password });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Password is required');
      return;
    }
    setConnecting(true);
    setError(null);
    try {
      onSignedIn(await login(password));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setConnecting(false);
    }
  }

  return (
    <div className="relative min-h-screen overflow-hidden bg-brand-900">
      <AdminBackgroundVideo />
      <div aria-hidden="true" className="absolute inset-0 bg-brand-900/60" />
      <main className="relative flex min-h-screen items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Super Admin</h1>
          <p className="mt-1 text-sm text-slate-600">
            Sign in to see the site's analytics and job applications.
          </p>
          <div className="mt-4">
            <ConnectionStatusLabel status={connecting ? 'connecting' : 'disconnected'} />
          </div>
          {notice && !error && (
            <div className="mt-4">
              <MessageBanner kind="info">{notice}</MessageBanner>
            </div>
          )}
          <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
            <div>
              <label htmlFor={passwordId} className="block text-sm font-medium text-slate-800">
                Admin password
              </label>
              <input
                id={passwordId}
                type="password"
                name="password"
                autoComplete="current-password"
                placeholder="Enter admin password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900 placeholder:text-slate-500"
              />
            </div>
            {error && (
              <div id={errorId}>
                <MessageBanner kind="error">{error}</MessageBanner>
              </div>
            )}
            <AdminButton type="submit" variant="primary" className="w-full" disabled={connecting}>
              {connecting ? 'Connecting...' : 'Connect to Database'}
            </AdminButton>
          </form>
        </div>
      </main>
    </div>
  );
}
