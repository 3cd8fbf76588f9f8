import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { LoginResult } from '#shared/auth.js';
import { passkeySignInEndpoint, passkeySignInOptionsEndpoint } from '#shared/endpoints/auth.js';
import { adminErrorMessage, createSessionlessCaller } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { signWithPasskey } from '#web/admin/lib/passkey-ceremony.js';

type PasskeySignInProps = {
  onSignedIn: (result: LoginResult) => void;
  /** Told when the passkey step starts, so the page can say it is connecting. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * "Sign in with a passkey": no e-mail, no password; the browser offers the passkeys it keeps for
 * this site and the server knows the person from the one chosen. Its refusals (a passkey it does
 * not know, the lockout with its minutes) show under the button.
 */
export function PasskeySignIn({ onSignedIn, onBusyChange }: PasskeySignInProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    onBusyChange(true);
    setError(null);
    try {
      const caller = createSessionlessCaller();
      const { options } = await caller.send(passkeySignInOptionsEndpoint, {});
      const response = await signWithPasskey(options);
      onSignedIn(await caller.send(passkeySignInEndpoint, { body: { response } }));
    } catch (failure) {
      setError(adminErrorMessage(failure));
      setBusy(false);
      onBusyChange(false);
    }
  }

  return (
    <div className="space-y-3">
      <AdminButton className="w-full" disabled={busy} onClick={signIn}>
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </AdminButton>
      {error && <MessageBanner kind="error">{error}</MessageBanner>}
    </div>
  );
}
