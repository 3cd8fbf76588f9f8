import { type FormEvent, useRef, useState } from 'react';
import { acceptInvitationSchema, type InvitationDetails, staffRoleLabels } from '#shared/accounts.js';
import { acceptInvitationEndpoint } from '#shared/endpoints/auth.js';
import { adminErrorMessage, createSessionlessCaller } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { ApiError } from '#web/lib/api-client.js';
import { NewPasswordFields } from './new-password-fields.js';

type SetPasswordFormProps = {
  token: string;
  invitation: InvitationDetails;
  /** The password is set: the page signs the person in with it. */
  onPasswordSet: (password: string) => void;
  /** The link stopped working meanwhile (used in another tab, replaced, expired). */
  onLinkRefused: () => void;
};

/**
 * The invitee chooses a password: who they are invited as, the rules up front, and the server's
 * refusal (a common password, one containing their e-mail) beside the field, the typing kept.
 */
export function SetPasswordForm({ token, invitation, onPasswordSet, onLinkRefused }: SetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeated?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatedRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = acceptInvitationSchema.safeParse({ password });
    if (!checked.success) {
      setErrors({ password: `Password: ${checked.error.issues[0]?.message}` });
      passwordRef.current?.focus();
      return;
    }
    if (repeated !== password) {
      setErrors({ repeated: 'Repeat password: type the same password again' });
      repeatedRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await createSessionlessCaller().send(acceptInvitationEndpoint, {
        params: { token },
        body: { password },
      });
      onPasswordSet(password);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 404) onLinkRefused();
      else if (error instanceof ApiError && error.fields.password) {
        setErrors({ password: `Password: ${error.fields.password}` });
        passwordRef.current?.focus();
      } else setFailure(adminErrorMessage(error));
    }
  }

  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
      <p className="text-sm text-slate-800">
        You are invited as <strong>{invitation.name}</strong> ({invitation.email}), with the role{' '}
        <strong>{staffRoleLabels[invitation.role]}</strong>.
      </p>
      {/* The e-mail, for password managers to store the new password under. */}
      <input type="hidden" name="username" autoComplete="username" value={invitation.email} />
      <NewPasswordFields
        password={password}
        onPasswordChange={setPassword}
        repeated={repeated}
        onRepeatedChange={setRepeated}
        errors={errors}
        owner={invitation}
        passwordRef={passwordRef}
        repeatedRef={repeatedRef}
      />
      {failure && <MessageBanner kind="error">{failure}</MessageBanner>}
      <AdminButton type="submit" variant="primary" className="w-full" disabled={saving}>
        {saving ? 'Setting your password...' : 'Set password and sign in'}
      </AdminButton>
    </form>
  );
}
