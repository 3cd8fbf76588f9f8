import { UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  type InvitationIssued,
  type InviteAccountRequest,
  inviteAccountSchema,
  type StaffRole,
} from '#shared/accounts.js';
import { type SchemaField, schemaFields } from '#shared/schema-fields.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { TextField } from '#web/admin/components/text-field.js';
import { ApiError } from '#web/lib/api-client.js';
import { useInviteAccount } from './accounts-queries.js';
import { BranchCheckboxes } from './branch-checkboxes.js';
import { RoleSelect } from './role-select.js';

type FieldName = keyof InviteAccountRequest;
type FieldErrors = Partial<Record<FieldName, string>>;

/** The invitation's fields as its schema defines them: label, hint and length. */
const fields = Object.fromEntries(
  schemaFields(inviteAccountSchema).map((field) => [field.name, field.schema]),
) as Record<FieldName, SchemaField['schema']>;

/**
 * Invites a person: name, e-mail, role and, for a branch account, its branches. A refusal (the
 * e-mail has an account already) shows beside its field, and nothing typed is lost.
 */
export function InviteForm({ onInvited }: { onInvited: (issued: InvitationIssued) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('hr');
  const [branchKeys, setBranchKeys] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInviteAccount();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = inviteAccountSchema.safeParse({
      name,
      email,
      role,
      branchKeys: role === 'branch' ? branchKeys : [],
    });
    const found: FieldErrors = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0] as FieldName;
      found[field] ??= `${fields[field].title}: ${issue.message}`;
    }
    if (role === 'branch' && branchKeys.length === 0) {
      found.branchKeys = `${fields.branchKeys.title}: choose at least one branch for a branch account`;
    }
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) {
      (found.name ? nameRef : emailRef).current?.focus();
      return;
    }
    try {
      onInvited(await invite.mutateAsync(checked.data));
      setName('');
      setEmail('');
      setBranchKeys([]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setErrors({ email: `E-mail: ${error.message}` });
        emailRef.current?.focus();
      } else {
        setFailure(`The invitation was not made: ${adminErrorMessage(error)}`);
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Invite a person">
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={fields.name.title ?? 'name'}
          value={name}
          onChange={setName}
          autoComplete="off"
          maxLength={fields.name.maxLength}
          hint={fields.name.description}
          error={errors.name}
          inputRef={nameRef}
        />
        <TextField
          label={fields.email.title ?? 'email'}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="off"
          maxLength={fields.email.maxLength}
          hint={fields.email.description}
          error={errors.email}
          inputRef={emailRef}
        />
      </div>
      <RoleSelect label={fields.role.title ?? 'role'} value={role} onChange={setRole} />
      {role === 'branch' && (
        <BranchCheckboxes selected={branchKeys} onChange={setBranchKeys} error={errors.branchKeys} />
      )}
      {failure && <MessageBanner kind="error">{failure}</MessageBanner>}
      <AdminButton type="submit" variant="primary" disabled={invite.isPending}>
        <UserPlus aria-hidden="true" className="size-4" />
        {invite.isPending ? 'Inviting...' : 'Invite'}
      </AdminButton>
    </form>
  );
}
