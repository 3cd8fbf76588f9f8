import { type FormEvent, useState } from 'react';
import { type StaffRole, staffRoleLabels, staffRoles } from '#shared/accounts.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { useSaveSecondFactorPolicy, useSecondFactorPolicy } from './accounts-queries.js';

/**
 * The owner's choice of the roles whose people must use a second factor. Someone of such a role
 * without one can, at their next sign-in, only add one (in My account) before anything else.
 */
export function SecondFactorPolicyPanel() {
  const policy = useSecondFactorPolicy();
  return (
    <AdminPanel
      title="Second factor"
      headingLevel={2}
      actions={policy.isError && <AdminButton onClick={() => policy.refetch()}>Retry</AdminButton>}
    >
      {policy.isPending && <p className="text-sm text-slate-700">Loading the second-factor rule...</p>}
      {policy.isError && (
        <p role="alert" className="text-sm text-red-700">
          The second-factor rule could not be loaded: {adminErrorMessage(policy.error)}
        </p>
      )}
      {/* The form starts from the roles first read and keeps the owner's ticks from then on. */}
      {policy.data && <PolicyForm saved={policy.data.requiredRoles} />}
    </AdminPanel>
  );
}

function PolicyForm({ saved }: { saved: readonly StaffRole[] }) {
  const [roles, setRoles] = useState<StaffRole[]>([...saved]);
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  const save = useSaveSecondFactorPolicy();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    try {
      const after = await save.mutateAsync({ requiredRoles: roles });
      const names = after.requiredRoles.map((role) => staffRoleLabels[role]).join(', ');
      setMessage({
        kind: 'success',
        text: names
          ? `A second factor is now required for: ${names}.`
          : 'No role must use a second factor now.',
      });
    } catch (error) {
      setMessage({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  return (
    <form className="space-y-3" aria-label="Second factor rule" onSubmit={submit}>
      <fieldset className="rounded-lg border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          Roles that must use a second factor
        </legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {staffRoles.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={roles.includes(role)}
                onChange={(event) =>
                  setRoles(event.target.checked ? [...roles, role] : roles.filter((other) => other !== role))
                }
              />
              {staffRoleLabels[role]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-700">
        A person of a chosen role with no passkey or authenticator app yet must add one, in My account, at
        their next sign-in before anything else.
      </p>
      <AdminButton type="submit" variant="primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save second-factor rule'}
      </AdminButton>
      <LiveMessage message={message} />
    </form>
  );
}
