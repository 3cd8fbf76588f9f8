import { useState } from 'react';
import type { SignedInAccountView } from '#shared/accounts.js';
import type { FactorAdded } from '#shared/second-factor.js';
import { LoadFailed } from '#web/admin/components/load-failed.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { AuthenticatorAppPanel } from './authenticator-app-panel.js';
import { ChangePasswordPanel } from './change-password-panel.js';
import { useOwnFactors } from './my-account-queries.js';
import { OwnSessionsPanel } from './own-sessions-panel.js';
import { PasskeysPanel } from './passkeys-panel.js';
import { RecoveryCodesPanel } from './recovery-codes-panel.js';
import { RecoveryCodesShown } from './recovery-codes-shown.js';

type MyAccountTabProps = {
  account: SignedInAccountView;
  /** The role requires a second factor and the person has none: the rest of the admin waits for one. */
  factorSetupRequired: boolean;
  /** A second factor was added while one was required: the session is a full one now. */
  onFactorSetupDone: () => void;
};

/**
 * "My account", for every role: the person's password, own sessions, passkeys, authenticator
 * app and recovery codes. A person who must set up a second factor sees only this tab, and why.
 */
export function MyAccountTab({ account, factorSetupRequired, onFactorSetupDone }: MyAccountTabProps) {
  const factors = useOwnFactors();
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  function factorAdded(added: FactorAdded) {
    if (added.recoveryCodes) setShownCodes(added.recoveryCodes);
    if (factorSetupRequired) onFactorSetupDone();
  }

  const data = factors.data;
  return (
    <div className="space-y-4">
      {factorSetupRequired && (
        <MessageBanner kind="info">
          Your role must use a second factor. Add a passkey or an authenticator app below; the rest of the
          admin opens once you have one.
        </MessageBanner>
      )}
      {shownCodes && <RecoveryCodesShown codes={shownCodes} onDone={() => setShownCodes(null)} />}
      {factors.isPending && <p className="text-sm text-slate-700">Loading your second factors...</p>}
      {factors.isError && (
        <LoadFailed
          error={factors.error}
          onRetry={() => factors.refetch()}
          what="Your second factors could not be loaded"
        />
      )}
      {data && (
        <>
          {data.required && !factorSetupRequired && (
            <p className="text-sm text-slate-700">
              Your role must use a second factor: keep at least one passkey or the authenticator app.
            </p>
          )}
          <PasskeysPanel passkeys={data.passkeys} onAdded={factorAdded} />
          <AuthenticatorAppPanel enabled={data.totpEnabled} onAdded={factorAdded} />
          <RecoveryCodesPanel
            codesLeft={data.recoveryCodesLeft}
            hasFactor={data.passkeys.length > 0 || data.totpEnabled}
            onIssued={setShownCodes}
          />
        </>
      )}
      {!factorSetupRequired && (
        <ChangePasswordPanel account={account} hasPasskey={(data?.passkeys.length ?? 0) > 0} />
      )}
      {!factorSetupRequired && <OwnSessionsPanel />}
    </div>
  );
}
