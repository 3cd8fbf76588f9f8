import { type FormEvent, useId, useState } from 'react';
import { AdminButton } from '../components/admin-button.js';
import { MessageBanner } from '../components/message-banner.js';

type DebugLoginFormProps = {
  /** Signs in and runs the diagnostics; answers the message to show when the password is refused. */
  onSubmit: (password: string) => Promise<string | null>;
};

/** The debug page's own password form, signing in on the server like /superadmin. */
export function DebugLoginForm({ onSubmit }: DebugLoginFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const refusal = await onSubmit(password);
    setError(refusal);
    setBusy(false);
  }

  return (
    <form
      onSubmit={submit}
      className="mt-6 max-w-sm space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <label htmlFor={passwordId} className="block text-sm font-medium text-slate-800">
          Admin password
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          placeholder="Enter admin password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
      </div>
      {error && <MessageBanner kind="error">{error}</MessageBanner>}
      <AdminButton type="submit" variant="primary" className="w-full" disabled={busy}>
        {busy ? 'Running diagnostics...' : 'Login & Run Diagnostics'}
      </AdminButton>
    </form>
  );
}
