import { type InputHTMLAttributes, type Ref, useId } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field before anything goes wrong: what belongs in it, with an example. */
  hint?: string;
  /** What is wrong with the value, tied to the field for screen readers. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled admin input with its hint and its error underneath. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  inputRef,
  'aria-describedby': alsoDescribedBy,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [alsoDescribedBy, hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
        {...input}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
