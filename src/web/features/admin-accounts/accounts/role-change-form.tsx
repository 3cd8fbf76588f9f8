import { type FormEvent, useState } from 'react';
import type { StaffAccount, StaffRole } from '#shared/accounts.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { BranchCheckboxes } from './branch-checkboxes.js';
import { RoleSelect } from './role-select.js';

type RoleChangeFormProps = {
  account: StaffAccount;
  busy: boolean;
  onSave: (change: { role: StaffRole; branchKeys: string[] }) => void;
  onCancel: () => void;
};

/** A person's new role and, for a branch account, its branches. */
export function RoleChangeForm({ account, busy, onSave, onCancel }: RoleChangeFormProps) {
  const [role, setRole] = useState(account.role);
  const [branchKeys, setBranchKeys] = useState(account.branchKeys);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role === 'branch' && branchKeys.length === 0) {
      setError('Branches: choose at least one branch for a branch account');
      return;
    }
    onSave({ role, branchKeys: role === 'branch' ? branchKeys : [] });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Change the role of ${account.name}`}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <RoleSelect label={`New role for ${account.name}`} value={role} onChange={setRole} />
      {role === 'branch' && <BranchCheckboxes selected={branchKeys} onChange={setBranchKeys} error={error} />}
      <div className="flex flex-wrap gap-2">
        <AdminButton type="submit" variant="primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save role'}
        </AdminButton>
        <AdminButton onClick={onCancel}>Cancel</AdminButton>
      </div>
    </form>
  );
}
