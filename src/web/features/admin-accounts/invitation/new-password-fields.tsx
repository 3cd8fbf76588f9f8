import { type RefObject, useId } from 'react';
import type { PasswordOwner } from '#shared/password-strength.js';
import { TextField } from '#web/admin/components/text-field.js';
import { PasswordRulesList } from './password-rules-list.js';
import { PasswordStrengthMeter } from './password-strength-meter.js';

type NewPasswordFieldsProps = {
  password: string;
  onPasswordChange: (password: string) => void;
  repeated: string;
  onRepeatedChange: (repeated: string) => void;
  errors: { password?: string; repeated?: string };
  /** Whose password it is: the meter rates it against their name and e-mail, as the server does. */
  owner: PasswordOwner;
  passwordRef: RefObject<HTMLInputElement | null>;
  repeatedRef: RefObject<HTMLInputElement | null>;
  /** 'New password' / 'Repeat password' by default. */
  labels?: { password: string; repeated: string };
};

/**
 * A password being chosen (an invitation, a change in My account): the rules up front, the field
 * rated as it is typed, and the same password again.
 */
export function NewPasswordFields({
  password,
  onPasswordChange,
  repeated,
  onRepeatedChange,
  errors,
  owner,
  passwordRef,
  repeatedRef,
  labels = { password: 'New password', repeated: 'Repeat password' },
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <>
      <PasswordRulesList id={rulesId} />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        aria-describedby={rulesId}
        inputRef={passwordRef}
      />
      <PasswordStrengthMeter password={password} owner={owner} />
      <TextField
        label={labels.repeated}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={onRepeatedChange}
        error={errors.repeated}
        inputRef={repeatedRef}
      />
    </>
  );
}
