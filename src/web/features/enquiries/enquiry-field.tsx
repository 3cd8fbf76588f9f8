import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EnquiryFieldName } from '#shared/enquiries.js';
import { enquiryFieldId } from './enquiry-form-values.js';

export const enquiryInputClassName =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-700';

type EnquiryFieldProps = {
  name: EnquiryFieldName;
  label: string;
  required?: boolean;
  error: string | undefined;
  hint?: string;
  /** '(optional)' in the page's language. */
  optionalText: string;
  /** The control, given the ids it must carry. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** A labelled control with its hint and its error, both attached for screen readers. */
export function EnquiryField({
  name,
  label,
  required = false,
  error,
  hint,
  optionalText,
  children,
}: EnquiryFieldProps) {
  const id = enquiryFieldId(name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-600">{optionalText}</span>
        )}
      </label>
      {children({ id, describedBy: described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
