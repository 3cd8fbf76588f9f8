import { useState } from 'react';
import { recoveryCodeCount } from '#shared/second-factor.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { useNewRecoveryCodes } from './my-account-queries.js';

type RecoveryCodesPanelProps = {
  codesLeft: number;
  /** Whether the person has a passkey or the app (codes stand in for one; without any there are none). */
  hasFactor: boolean;
  onIssued: (codes: string[]) => void;
};

/** How many recovery codes are left, and ten new ones (the old ones stop working). */
export function RecoveryCodesPanel({ codesLeft, hasFactor, onIssued }: RecoveryCodesPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const issue = useNewRecoveryCodes();

  return (
    <AdminPanel title="Recovery codes" headingLevel={2}>
      <p className="mb-3 text-sm text-slate-700">
        {hasFactor
          ? `${codesLeft} of ${recoveryCodeCount} codes left. Each signs you in once when you cannot use your passkey or app.`
          : 'You get ten with your first passkey or authenticator app.'}
      </p>
      {hasFactor && (
        <AdminButton
          onClick={() => {
            issue.reset();
            setConfirming(true);
          }}
        >
          Make new recovery codes
        </AdminButton>
      )}
      {confirming && (
        <ConfirmDialog
          title="Make new recovery codes?"
          confirmLabel="Make new codes"
          busyLabel="Making..."
          busy={issue.isPending}
          error={issue.error ? adminErrorMessage(issue.error) : undefined}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            issue.mutate(undefined, {
              onSuccess: (codes) => {
                setConfirming(false);
                onIssued(codes);
              },
            })
          }
        >
          <p>The codes you have now stop working, and ten new ones are shown once.</p>
        </ConfirmDialog>
      )}
    </AdminPanel>
  );
}
