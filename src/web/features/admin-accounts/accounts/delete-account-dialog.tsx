import type { StaffAccount } from '#shared/accounts.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';

type DeleteAccountDialogProps = {
  account: StaffAccount;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an account goes for good, naming the person. */
export function DeleteAccountDialog({ account, busy, error, onConfirm, onCancel }: DeleteAccountDialogProps) {
  return (
    <ConfirmDialog
      title={`Delete the account of ${account.name}?`}
      confirmLabel="Delete account"
      busyLabel="Deleting..."
      variant="danger"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {account.name} ({account.email}) will no longer be able to sign in, and their open sessions end now.
        What they did stays in the audit log under their name. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
