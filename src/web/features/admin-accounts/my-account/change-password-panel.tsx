import { type FormEvent, useRef, useState } from 'react';
import { passwordChangeSchema, type SignedInAccountView } from '#shared/accounts.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { TextField } from '#web/admin/components/text-field.js';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';
import { NewPasswordFields } from '#web/features/admin-accounts/invitation/new-password-fields.js';
import { ApiError } from '#web/lib/api-client.js';
import { useMyAccountMutation } from './my-account-queries.js';

type FieldErrors = { currentPassword?: string; newPassword?: string; repeated?: string };

/**
 * The person changes their own password: the current one, then the new one twice, rated as it is
 * typed by the rules the server applies. This session stays; every other one ends.
 */
export function ChangePasswordPanel({ account }: { account: SignedInAccountView }) {
  const api = useAdminApi();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  const fields = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    repeated: useRef<HTMLInputElement>(null),
  };
  const change = useMyAccountMutation(api.changePassword);

  function refuse(field: keyof FieldErrors, text: string) {
    setErrors({ [field]: text });
    fields[field].current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const checked = passwordChangeSchema.safeParse({ currentPassword, newPassword });
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
      const text = await change.mutateAsync(checked.data);
      setCurrentPassword('');
      setNewPassword('');
      setRepeated('');
      setMessage({ kind: 'success', text });
    } catch (error) {
      const refused = error instanceof ApiError ? error.fields : {};
      if (refused.currentPassword) refuse('currentPassword', refused.currentPassword);
      else if (refused.newPassword) refuse('newPassword', refused.newPassword);
      else setMessage({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  return (
    <AdminPanel title="Password" headingLevel={2}>
      <form className="max-w-md space-y-4" onSubmit={submit} noValidate>
        {/* The e-mail, for password managers to store the new password under. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
          inputRef={fields.currentPassword}
        />
        <NewPasswordFields
          password={newPassword}
          onPasswordChange={setNewPassword}
          repeated={repeated}
          onRepeatedChange={setRepeated}
          errors={{ password: errors.newPassword, repeated: errors.repeated }}
          owner={{ name: account.name, email: account.email, companyName: '' }}
          passwordRef={fields.newPassword}
          repeatedRef={fields.repeated}
          labels={{ password: 'New password', repeated: 'Repeat new password' }}
        />
        <AdminButton type="submit" variant="primary" disabled={change.isPending}>
          {change.isPending ? 'Changing your password...' : 'Change password'}
        </AdminButton>
        <LiveMessage message={message} />
      </form>
    </AdminPanel>
  );
}
