import { type FormEvent, useState } from 'react';
import type { StaffAccount } from '#shared/accounts.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { BranchCheckboxes } from './branch-checkboxes.js';

type OfficesChangeFormProps = {
  account: StaffAccount;
  busy: boolean;
  onSave: (branchKeys: string[]) => void;
  onCancel: () => void;
};

/** The offices a branch account covers, changed without touching its role. */
export function OfficesChangeForm({ account, busy, onSave, onCancel }: OfficesChangeFormProps) {
  const [branchKeys, setBranchKeys] = useState(account.branchKeys);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (branchKeys.length === 0) {
      setError('Branches: choose at least one branch for a branch account');
      return;
    }
    onSave(branchKeys);
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Change the offices of ${account.name}`}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <BranchCheckboxes selected={branchKeys} onChange={setBranchKeys} error={error} />
      <div className="flex flex-wrap gap-2">
        <AdminButton type="submit" variant="primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save offices'}
        </AdminButton>
        <AdminButton onClick={onCancel}>Cancel</AdminButton>
      </div>
    </form>
  );
}
