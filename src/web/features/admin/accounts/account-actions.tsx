import { useState } from 'react';
import { type StaffAccount, staffRoleLabels } from '#shared/accounts.js';
import { adminErrorMessage } from '#web/features/admin/api/admin-api.js';
import { AdminButton } from '#web/features/admin/components/admin-button.js';
import { LiveMessage, type LiveMessageContent } from '#web/features/admin/components/live-message.js';
import {
  useChangeRole,
  useChangeStatus,
  useDeleteAccount,
  useEndSessions,
  useResetPassword,
} from './accounts-queries.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';
import type { IssuedLink } from './invitation-link-panel.js';
import { RoleChangeForm } from './role-change-form.js';

type AccountActionsProps = {
  account: StaffAccount;
  onLinkIssued: (issued: IssuedLink) => void;
  /** The account is gone (its card with it): the tab says so. */
  onDeleted: (name: string) => void;
};

/**
 * What the owner may do to one account: change its role, disable or enable it, reset its password,
 * end its sessions, delete it. Each outcome, the server's refusals included (the last active
 * owner), shows right under these buttons.
 */
export function AccountActions({ account, onLinkIssued, onDeleted }: AccountActionsProps) {
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  const [changingRole, setChangingRole] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const changeRole = useChangeRole(account.id);
  const changeStatus = useChangeStatus(account.id);
  const resetPassword = useResetPassword(account.id);
  const endSessions = useEndSessions(account.id);
  const deleteAccount = useDeleteAccount(account.id);
  const { name } = account;

  /** Runs one action, saying what it did or why the server refused. */
  async function run<T>(action: () => Promise<T>, done: (result: T) => string | null) {
    setMessage(null);
    try {
      const text = done(await action());
      if (text) setMessage({ kind: 'success', text });
      return true;
    } catch (error) {
      setMessage({ kind: 'error', text: adminErrorMessage(error) });
      return false;
    }
  }

  const disabling = account.status !== 'disabled';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <AdminButton
          aria-label={`Change role of ${name}`}
          aria-expanded={changingRole}
          onClick={() => setChangingRole(!changingRole)}
        >
          Change role
        </AdminButton>
        <AdminButton
          aria-label={`${disabling ? 'Disable' : 'Enable'} ${name}`}
          disabled={changeStatus.isPending}
          onClick={() =>
            run(
              () => changeStatus.mutateAsync(disabling ? 'disabled' : 'active'),
              () => (disabling ? `${name} is disabled; their sessions have ended.` : `${name} is enabled.`),
            )
          }
        >
          {disabling ? 'Disable' : 'Enable'}
        </AdminButton>
        <AdminButton
          aria-label={`Reset password of ${name}`}
          disabled={resetPassword.isPending}
          onClick={() =>
            run(
              () => resetPassword.mutateAsync(undefined),
              (issued) => {
                onLinkIssued({ ...issued, reset: true });
                return null;
              },
            )
          }
        >
          Reset password
        </AdminButton>
        <AdminButton
          aria-label={`End sessions of ${name}`}
          disabled={endSessions.isPending}
          onClick={() =>
            run(
              () => endSessions.mutateAsync(undefined),
              (ended) =>
                ended === 0
                  ? `${name} had no open sessions.`
                  : `${ended} open ${ended === 1 ? 'session' : 'sessions'} of ${name} ended.`,
            )
          }
        >
          End sessions
        </AdminButton>
        <AdminButton variant="danger" aria-label={`Delete ${name}`} onClick={() => setDeleting(true)}>
          Delete
        </AdminButton>
      </div>
      {changingRole && (
        <RoleChangeForm
          account={account}
          busy={changeRole.isPending}
          onCancel={() => setChangingRole(false)}
          onSave={async (change) => {
            const saved = await run(
              () => changeRole.mutateAsync(change),
              (after) => `${name} is now ${staffRoleLabels[after.role]}.`,
            );
            if (saved) setChangingRole(false);
          }}
        />
      )}
      <LiveMessage message={message} />
      {deleting && (
        <DeleteAccountDialog
          account={account}
          busy={deleteAccount.isPending}
          error={deleteAccount.error ? adminErrorMessage(deleteAccount.error) : undefined}
          onCancel={() => {
            deleteAccount.reset();
            setDeleting(false);
          }}
          onConfirm={() => deleteAccount.mutate(undefined, { onSuccess: () => onDeleted(name) })}
        />
      )}
    </div>
  );
}
