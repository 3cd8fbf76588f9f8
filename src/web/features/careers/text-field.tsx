import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import type { ApplicationFieldName } from '#shared/careers.js';
import { applicationFieldId } from './application-form-values.js';
import { FieldLabel } from './field-label.js';
import { FieldMessage } from './field-message.js';

type TextFieldProps = {
  name: ApplicationFieldName;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  placeholder?: string;
};

export const inputClassName =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-700';

/** A labelled required input whose message is attached for screen readers. */
export function TextField({ name, label, value, error, onChange, onBlur, ...inputProps }: TextFieldProps) {
  const id = applicationFieldId(name);
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} text={label} />
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClassName}
        {...inputProps}
      />
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
