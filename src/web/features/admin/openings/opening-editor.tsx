import { type FormEvent, useEffect, useId, useState } from 'react';
import { employmentTypes, type Opening } from '#content/index.js';
import { jobListingOf } from '#web/components/job-openings/job-listing.js';
import { JobOpeningCard } from '#web/components/job-openings/job-opening-card.js';
import { useFocusOnMount } from '#web/components/job-openings/use-focus-on-mount.js';
import { AdminButton } from '#web/features/admin/components/admin-button.js';
import { ApplicationDialog } from '#web/features/careers/index.js';
import {
  checkOpeningForm,
  formErrorsOf,
  type OpeningFormValues,
  openingFieldsOf,
  withTheirChanges,
} from './opening-form-values.js';

type FieldErrors = Partial<Record<keyof OpeningFormValues, string>>;

/**
 * Why a save was refused: a message per field, or one for the whole form (the form keeps its
 * text), with the opening as someone else saved it meanwhile when they did.
 */
export type EditorRefusal =
  | { fields: Record<string, string> }
  | { message: string; theirs?: OpeningFormValues };

/** What each field is called, in the summary's words and beside it. */
const labels: Record<keyof OpeningFormValues, string> = {
  title: 'Title',
  department: 'Department',
  location: 'Location',
  type: 'Type',
  experience: 'Experience',
  minLpa: 'Salary from (LPA)',
  maxLpa: 'Salary to (LPA)',
  description: 'Description',
  responsibilities: 'Responsibilities (one per line)',
  requirements: 'Requirements (one per line)',
  howToApply: 'How to apply (optional)',
  validThrough: 'Open until (optional)',
};

type OpeningEditorProps = {
  heading: string;
  initial: OpeningFormValues;
  /** The Job ID when editing (shown, never editable). */
  jobId?: string;
  locations: readonly string[];
  /** Saves the fields; answers why not when the server refused them. */
  onSave: (fields: ReturnType<typeof openingFieldsOf>) => Promise<EditorRefusal | undefined>;
  onCancel: () => void;
};

/** HR's editor of one opening: the fields, their messages beside them and in a summary, and a preview. */
export function OpeningEditor({ heading, initial, jobId, locations, onSave, onCancel }: OpeningEditorProps) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  /** The opening as last loaded: what HR's typing is compared with when someone else saves it. */
  const [base, setBase] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<Opening | null>(null);
  /** A refusal of the whole form (someone else changed the openings meanwhile). */
  const [refusal, setRefusal] = useState<string | null>(null);
  // The keyboard starts in the first field: New opening and Edit lead straight to typing.
  useEffect(() => {
    document.getElementById(`${formId}-title`)?.focus();
  }, [formId]);
  const locationChoices =
    values.location && !locations.includes(values.location) ? [values.location, ...locations] : locations;

  const set = (name: keyof OpeningFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(labels).find((name) => found[name as keyof OpeningFormValues]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkOpeningForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    setSaving(true);
    setRefusal(null);
    const refused = await onSave(openingFieldsOf(values));
    setSaving(false);
    if (!refused) return;
    if ('fields' in refused) return showErrors(formErrorsOf(refused.fields));
    setRefusal(refused.message);
    const { theirs } = refused;
    if (theirs) {
      setValues((typed) => withTheirChanges(base, typed, theirs));
      setBase(theirs);
    }
  }

  function showPreview() {
    const checked = checkOpeningForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    setPreview({ id: jobId ?? 'new', status: 'open', ...checked.fields });
  }

  const field = (name: keyof OpeningFormValues, input: (props: FieldProps) => React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${formId}-${name}`} className="text-sm font-semibold text-slate-800">
        {labels[name]}
      </label>
      {input({
        id: `${formId}-${name}`,
        value: values[name],
        onChange: set(name),
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${formId}-${name}-error` : undefined,
      })}
      {errors[name] && (
        <p id={`${formId}-${name}-error`} className="text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const inputClass = 'rounded-md border border-slate-400 px-3 py-2 text-slate-900';
  const text = (props: FieldProps) => (
    <input {...props} className={inputClass} onChange={(event) => props.onChange(event.target.value)} />
  );
  const area = (rows: number) => (props: FieldProps) => (
    <textarea
      {...props}
      rows={rows}
      className={inputClass}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
  const errorList = Object.entries(errors) as [keyof OpeningFormValues, string][];

  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`${formId}-heading`} className="text-lg font-bold text-slate-900">
        {heading}
        {jobId && (
          <span className="ml-2 text-sm font-normal text-slate-600">
            Job ID {jobId} (given, not editable)
          </span>
        )}
      </h3>
      {errorList.length > 0 && (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">
            Please correct {errorList.length === 1 ? 'this field' : 'these fields'}:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${formId}-${name}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-2">
        {field('title', text)}
        {field('department', text)}
        {field('location', (props) => (
          <select {...props} className={inputClass} onChange={(event) => props.onChange(event.target.value)}>
            <option value="">Choose a branch city</option>
            {locationChoices.map((location) => (
              <option key={location}>{location}</option>
            ))}
          </select>
        ))}
        {field('type', (props) => (
          <select {...props} className={inputClass} onChange={(event) => props.onChange(event.target.value)}>
            {employmentTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        ))}
        {field('experience', text)}
        <div className="grid grid-cols-2 gap-3">
          {field('minLpa', (props) => text({ ...props, inputMode: 'decimal' } as FieldProps))}
          {field('maxLpa', (props) => text({ ...props, inputMode: 'decimal' } as FieldProps))}
        </div>
        <div className="md:col-span-2">{field('description', area(3))}</div>
        {field('responsibilities', area(5))}
        {field('requirements', area(5))}
        {field('howToApply', area(2))}
        {field('validThrough', (props) => text({ ...props, type: 'date' } as FieldProps))}
        {refusal && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 md:col-span-2"
          >
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <AdminButton type="submit" variant="primary" disabled={saving}>
            {saving ? 'Saving...' : jobId ? 'Save changes' : 'Save draft'}
          </AdminButton>
          <AdminButton id={`${formId}-preview`} onClick={showPreview}>
            Preview
          </AdminButton>
          <AdminButton onClick={onCancel}>Cancel</AdminButton>
        </div>
      </form>
      {preview && (
        <OpeningPreview
          opening={preview}
          onClose={() => {
            setPreview(null);
            document.getElementById(`${formId}-preview`)?.focus();
          }}
        />
      )}
    </section>
  );
}

type FieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The card as applicants will see it on /careers, opened, and its Apply Now opening the
 * application dialog: the careers page's own components, with nothing to send.
 */
function OpeningPreview({ opening, onClose }: { opening: Opening; onClose: () => void }) {
  const [expanded, setExpanded] = useState(true);
  const [applying, setApplying] = useState(false);
  // Shown below the form: the keyboard and screen readers are taken there.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const job = jobListingOf(opening, '#');
  return (
    <section aria-label="Preview as applicants see it" className="mt-6 rounded-xl bg-slate-50 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
          Preview as applicants see it
        </h4>
        <AdminButton onClick={onClose}>Close preview</AdminButton>
      </div>
      <JobOpeningCard
        job={job}
        expanded={expanded}
        onToggle={() => setExpanded((current) => !current)}
        onApply={() => setApplying(true)}
        onApplyIntent={() => {}}
        notice={undefined}
      />
      <ApplicationDialog
        job={applying ? { id: opening.id, title: opening.title } : null}
        setup={{ positions: [opening.title], hrEmail: '' }}
        preview
        onClose={() => setApplying(false)}
        onAccepted={() => setApplying(false)}
        onUnreachable={() => setApplying(false)}
      />
    </section>
  );
}
