import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { addPasskeySchema, type FactorAdded, type PasskeyView } from '#shared/second-factor.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { TextField } from '#web/admin/components/text-field.js';
import { formatDateTime } from '#web/admin/lib/format.js';
import { useAddPasskey, useRemovePasskey } from './my-account-queries.js';

type PasskeysPanelProps = {
  passkeys: PasskeyView[];
  onAdded: (added: FactorAdded) => void;
};

/**
 * The person's passkeys: each by the name they gave it, when added and last used; adding one (this
 * device, or a security key) and removing one. A passkey signs in on its own, no password needed.
 */
export function PasskeysPanel({ passkeys, onAdded }: PasskeysPanelProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const add = useAddPasskey();
  const remove = useRemovePasskey();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const checked = addPasskeySchema.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    setMessage(null);
    try {
      const added = await add.mutateAsync(checked.data);
      setName('');
      setMessage({ kind: 'success', text: `Passkey "${checked.data}" added.` });
      onAdded(added);
    } catch (error) {
      setMessage({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  return (
    <AdminPanel title="Passkeys" headingLevel={2}>
      <p className="mb-3 text-sm text-slate-700">
        A passkey signs you in with this device's screen lock or a security key, with no password to type or
        steal.
      </p>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-700">No passkeys yet.</p>
      ) : (
        <ul className="space-y-2">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="break-words font-medium text-slate-900">{passkey.name}</p>
                <p className="text-slate-700">
                  Added {formatDateTime(passkey.createdAt)} · last used{' '}
                  {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}
                </p>
              </div>
              <AdminButton
                aria-label={`Remove passkey ${passkey.name}`}
                onClick={() => {
                  remove.reset();
                  setRemoving(passkey);
                }}
              >
                Remove
              </AdminButton>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-4 space-y-3" aria-label="Add a passkey" onSubmit={submit} noValidate>
        <TextField
          label="Passkey name"
          hint='So you know which device it is, for example "Work laptop".'
          value={name}
          onChange={setName}
          error={nameError}
          maxLength={60}
        />
        <AdminButton type="submit" variant="primary" disabled={add.isPending}>
          <KeyRound aria-hidden="true" className="size-4" />
          {add.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
        </AdminButton>
      </form>
      <div className="mt-3">
        <LiveMessage message={message} />
      </div>
      {removing && (
        <ConfirmDialog
          title={`Remove passkey "${removing.name}"?`}
          confirmLabel="Remove passkey"
          busyLabel="Removing..."
          variant="danger"
          busy={remove.isPending}
          error={remove.error ? adminErrorMessage(remove.error) : undefined}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                setMessage({ kind: 'success', text: `Passkey "${removing.name}" removed.` });
                setRemoving(null);
              },
            })
          }
        >
          <p>
            It will no longer sign you in here. Remove it from the device too (in its password or passkey
            settings).
          </p>
        </ConfirmDialog>
      )}
    </AdminPanel>
  );
}
