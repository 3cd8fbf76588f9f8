import { useState } from 'react';
import { officesCoveredSentence } from '#content/index.js';
import { type StaffAccount, staffRoleLabels } from '#shared/accounts.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { useOffices } from '#web/admin/api/offices-query.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import {
  useChangeOffices,
  useChangeRole,
  useChangeStatus,
  useDeleteAccount,
  useEndSessions,
  useResetPassword,
} from './accounts-queries.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';
import type { IssuedLink } from './invitation-link-panel.js';
import { OfficesChangeForm } from './offices-change-form.js';
import { RoleChangeForm } from './role-change-form.js';

type AccountActionsProps = {
  account: StaffAccount;
  onLinkIssued: (issued: IssuedLink) => void;
  /** The account is gone (its card with it): the tab says so. */
  onDeleted: (name: string) => void;
};

/**
 * What the owner may do to one account: change its role (or, for a branch account, only the
 * offices it covers), disable or enable it, reset its password,
 * end its sessions, delete it. Each outcome, the server's refusals included (the last active
 * owner), shows right under these buttons.
 */
export function AccountActions({ account, onLinkIssued, onDeleted }: AccountActionsProps) {
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  /** The one change form open under the buttons, if any. */
  const [changing, setChanging] = useState<'role' | 'offices' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const changeRole = useChangeRole(account.id);
  const changeOffices = useChangeOffices(account.id);
  const offices = useOffices();
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
          aria-expanded={changing === 'role'}
          onClick={() => setChanging(changing === 'role' ? null : 'role')}
        >
          Change role
        </AdminButton>
        {account.role === 'branch' && (
          <AdminButton
            aria-label={`Change offices of ${name}`}
            aria-expanded={changing === 'offices'}
            onClick={() => setChanging(changing === 'offices' ? null : 'offices')}
          >
            Change offices
          </AdminButton>
        )}
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
      {changing === 'role' && (
        <RoleChangeForm
          account={account}
          busy={changeRole.isPending}
          onCancel={() => setChanging(null)}
          onSave={async (change) => {
            const saved = await run(
              () => changeRole.mutateAsync(change),
              (after) => `${name} is now ${staffRoleLabels[after.role]}.`,
            );
            if (saved) setChanging(null);
          }}
        />
      )}
      {changing === 'offices' && (
        <OfficesChangeForm
          account={account}
          busy={changeOffices.isPending}
          onCancel={() => setChanging(null)}
          onSave={async (branchKeys) => {
            const saved = await run(
              () => changeOffices.mutateAsync(branchKeys),
              (after) => `${officesCoveredSentence(name, after.branchKeys, offices.data ?? [])}.`,
            );
            if (saved) setChanging(null);
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
