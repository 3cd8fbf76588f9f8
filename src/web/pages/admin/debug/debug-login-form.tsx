import { type FormEvent, useState } from 'react';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { PasswordField } from '#web/admin/components/password-field.js';

type DebugLoginFormProps = {
  /** Signs in and runs the diagnostics; answers the message to show when the password is refused. */
  onSubmit: (password: string) => Promise<string | null>;
};

/** The debug page's own password form, signing in on the server like /superadmin. */
export function DebugLoginForm({ onSubmit }: DebugLoginFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      <PasswordField value={password} onChange={setPassword} error={error} />
      <AdminButton type="submit" variant="primary" className="w-full" disabled={busy}>
        {busy ? 'Running diagnostics...' : 'Login & Run Diagnostics'}
      </AdminButton>
    </form>
  );
}
