import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { passwordChangeMessages, passwordChangeSchema, type SignedInAccountView } from '#shared/accounts.js';
import type { PasskeyResponse } from '#shared/second-factor.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { TextField } from '#web/admin/components/text-field.js';
import { NewPasswordFields } from '#web/features/admin-accounts/invitation/new-password-fields.js';
import { ApiError } from '#web/lib/api-client.js';
import { useChangeOwnPassword, useCompanyName, usePasskeyConfirmation } from './own-password-queries.js';

type FieldErrors = { currentPassword?: string; newPassword?: string; repeated?: string };

type ChangePasswordPanelProps = {
  account: SignedInAccountView;
  /** The person has a passkey: it may confirm the change instead of the current password. */
  hasPasskey: boolean;
};

/**
 * The person changes their own password: the current one (or, for a person with a passkey, the
 * passkey instead), then the new one twice, rated as it is typed by the rules the server applies.
 * This session stays; every other one ends.
 */
export function ChangePasswordPanel({ account, hasPasskey }: ChangePasswordPanelProps) {
  const companyName = useCompanyName();
  const [currentPassword, setCurrentPassword] = useState('');
  /** The passkey's signed answer, which stands for the current password until the change is sent. */
  const [passkeyAnswer, setPasskeyAnswer] = useState<PasskeyResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  const fields = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    repeated: useRef<HTMLInputElement>(null),
  };
  const change = useChangeOwnPassword();
  const signWithOwnPasskey = usePasskeyConfirmation();

  function refuse(field: keyof FieldErrors, text: string) {
    setErrors({ [field]: text });
    fields[field].current?.focus();
  }

  async function confirmWithPasskey() {
    setMessage(null);
    setConfirming(true);
    try {
      setPasskeyAnswer(await signWithOwnPasskey());
      setErrors({});
      fields.newPassword.current?.focus();
    } catch (error) {
      refuse('currentPassword', adminErrorMessage(error));
    } finally {
      setConfirming(false);
    }
  }

  /** Back to the current password: the passkey's answer is dropped. */
  function typeCurrentPasswordInstead() {
    setPasskeyAnswer(null);
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    // Confirmed with a passkey, there is no current password to check.
    const checked = passkeyAnswer
      ? passwordChangeSchema.pick({ newPassword: true }).safeParse({ newPassword })
      : passwordChangeSchema.safeParse({ currentPassword, newPassword });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      const field = issue?.path[0] === 'currentPassword' ? 'currentPassword' : 'newPassword';
      refuse(
        field,
        `${field === 'currentPassword' ? 'Current password' : 'New password'}: ${issue?.message}`,
      );
      return;
    }
    if (repeated !== newPassword) {
      refuse('repeated', 'Repeat new password: type the same password again');
      return;
    }
    setErrors({});
    try {
      const text = await change.mutateAsync(
        passkeyAnswer ? { passkey: passkeyAnswer, newPassword } : { currentPassword, newPassword },
      );
      setCurrentPassword('');
      setPasskeyAnswer(null);
      setNewPassword('');
      setRepeated('');
      setMessage({ kind: 'success', text });
    } catch (error) {
      const refused = error instanceof ApiError ? error.fields : {};
      if (refused.passkey) {
        // The answer is used up or was never good: the person confirms again, or types the password.
        // The field is back on screen before it takes the focus.
        flushSync(() => setPasskeyAnswer(null));
        refuse('currentPassword', refused.passkey);
      } else if (refused.currentPassword) refuse('currentPassword', refused.currentPassword);
      else if (refused.newPassword) {
        // Only after the passkey could the server compare with the current password: its answer is used.
        if (refused.newPassword === passwordChangeMessages.sameAsCurrent) setPasskeyAnswer(null);
        refuse('newPassword', refused.newPassword);
      } else setMessage({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  return (
    <AdminPanel title="Password" headingLevel={2}>
      <form className="max-w-md space-y-4" onSubmit={submit} noValidate>
        {/* The e-mail, for password managers to store the new password under. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        {passkeyAnswer ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium text-slate-800">
              <KeyRound aria-hidden="true" className="mr-1 inline size-4" />
              Confirmed with your passkey: no current password needed.
            </p>
            <AdminButton onClick={typeCurrentPasswordInstead}>Type my current password instead</AdminButton>
          </div>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={setCurrentPassword}
                error={errors.currentPassword}
                inputRef={fields.currentPassword}
              />
            </div>
            {hasPasskey && (
              <AdminButton onClick={confirmWithPasskey} disabled={confirming || change.isPending}>
                <KeyRound aria-hidden="true" className="size-4" />
                {confirming ? 'Waiting for your passkey...' : 'Confirm with a passkey'}
              </AdminButton>
            )}
          </div>
        )}
        <NewPasswordFields
          password={newPassword}
          onPasswordChange={setNewPassword}
          repeated={repeated}
          onRepeatedChange={setRepeated}
          errors={{ password: errors.newPassword, repeated: errors.repeated }}
          owner={{ name: account.name, email: account.email, companyName }}
          passwordRef={fields.newPassword}
          repeatedRef={fields.repeated}
          labels={{ password: 'New password', repeated: 'Repeat new password' }}
        />
        <AdminButton type="submit" variant="primary" disabled={change.isPending || confirming}>
          {change.isPending ? 'Changing your password...' : 'Change password'}
        </AdminButton>
        <LiveMessage message={message} />
      </form>
    </AdminPanel>
  );
}
