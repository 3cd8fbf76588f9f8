import { useId } from 'react';
import { MessageBanner } from './message-banner.js';

type PasswordFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Why the sign-in failed, shown under the field and tied to it for screen readers. */
  error: string | null;
};

/** The admin password and what went wrong with it, as both sign-in forms (/superadmin, /debug) ask. */
export function PasswordField({ value, onChange, error }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Admin password
        </label>
        <input
          id={id}
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter admin password"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
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
    </>
  );
}
