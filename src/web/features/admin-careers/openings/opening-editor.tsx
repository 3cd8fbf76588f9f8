import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { Opening } from '#content/index.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { sayWith } from '#web/app/phrasebook.js';
import { jobListingOf } from '#web/components/job-openings/job-listing.js';
import { JobOpeningCard } from '#web/components/job-openings/job-opening-card.js';
import { useFocusOnMount } from '#web/components/job-openings/use-focus-on-mount.js';
import { ApplicationDialog } from '#web/features/careers/index.js';
import {
  checkOpeningForm,
  formErrorsOf,
  type OpeningFieldPath,
  type OpeningFormField,
  type OpeningFormValues,
  openingFieldsOf,
  openingFormFields,
  withTheirChanges,
  withValue,
} from './opening-form-values.js';

type FieldErrors = Partial<Record<OpeningFieldPath, string>>;

/**
 * Why a save was refused: a message per field, or one for the whole form (the form keeps its
 * text), with the opening as someone else saved it meanwhile when they did.
 */
export type EditorRefusal =
  | { fields: Record<string, string> }
  | { message: string; theirs?: OpeningFormValues };

/** Choices a field takes from outside the schema (the location: a branch city), with the prompt shown first. */
export type FieldChoices = Partial<Record<OpeningFieldPath, { prompt: string; options: readonly string[] }>>;

type OpeningEditorProps = {
  heading: string;
  initial: OpeningFormValues;
  /** The Job ID when editing (shown, never editable). */
  jobId?: string;
  choices: FieldChoices;
  /** Saves the fields (all of a new opening's, the changed ones of an edited one); answers why not when refused. */
  onSave: (fields: Record<string, unknown>) => Promise<EditorRefusal | undefined>;
  onCancel: () => void;
};

/** A field's element id ('salary.minLpa' → '…-salary-minLpa'). */
const inputIdOf = (formId: string, path: OpeningFieldPath) => `${formId}-${path.replace('.', '-')}`;

/** The fields in the schema's order, a group's parts together under the group. */
const sections = openingFormFields.reduce<
  { group?: OpeningFormField['group']; fields: OpeningFormField[] }[]
>((list, field) => {
  const last = list.at(-1);
  if (field.group && last?.group?.name === field.group.name) last.fields.push(field);
  else list.push({ group: field.group, fields: [field] });
  return list;
}, []);

/** HR's editor of one opening: the fields, their messages beside them and in a summary, and a preview. */
export function OpeningEditor({ heading, initial, jobId, choices, onSave, onCancel }: OpeningEditorProps) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  /** The opening as last loaded: what HR's typing is compared with when someone else saves it. */
  const [base, setBase] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<Opening | null>(null);
  /** A refusal of the whole form (someone else changed the openings meanwhile). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = (path: OpeningFieldPath) => inputIdOf(formId, path);
  // The keyboard starts in the first field: New opening and Edit lead straight to typing.
  useEffect(() => {
    const first = openingFormFields[0];
    if (first) document.getElementById(inputIdOf(formId, first.path))?.focus();
  }, [formId]);

  const set = (path: OpeningFieldPath) => (value: string) => {
    setValues((current) => withValue(current, path, value));
    setErrors(({ [path]: _cleared, ...rest }) => rest);
  };

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = openingFormFields.find((field) => found[field.path]);
    if (first) document.getElementById(inputId(first.path))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkOpeningForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    setSaving(true);
    setRefusal(null);
    const refused = await onSave(openingFieldsOf(values, jobId ? base : undefined));
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
    // A new opening has no Job ID until it is saved: the preview says so rather than show one.
    setPreview({ id: jobId ?? '', status: 'open', ...checked.fields });
  }

  const inputClass = 'rounded-md border border-slate-400 px-3 py-2 text-slate-900';
  function input(field: OpeningFormField): ReactNode {
    const props = {
      id: inputId(field.path),
      value: values[field.path],
      className: inputClass,
      'aria-invalid': errors[field.path] ? true : undefined,
      'aria-describedby': errors[field.path] ? `${inputId(field.path)}-error` : undefined,
      onChange: (event: { target: { value: string } }) => set(field.path)(event.target.value),
    };
    const outside = choices[field.path];
    if (outside || field.kind === 'choice') {
      const options = outside?.options ?? field.choices;
      // A value stored before it was one of the choices stays choosable.
      const shown = props.value && !options.includes(props.value) ? [props.value, ...options] : options;
      return (
        <select {...props}>
          {outside && <option value="">{outside.prompt}</option>}
          {shown.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    }
    if (field.kind === 'paragraph' || field.kind === 'lines') {
      return <textarea {...props} rows={field.kind === 'lines' ? 5 : 3} />;
    }
    if (field.kind === 'date') return <input {...props} type="date" />;
    if (field.kind === 'number') return <input {...props} inputMode="decimal" />;
    return <input {...props} />;
  }

  const field = (each: OpeningFormField) => (
    <div
      key={each.path}
      className={`flex flex-col gap-1 ${each.kind === 'paragraph' ? 'md:col-span-2' : ''}`}
    >
      <label htmlFor={inputId(each.path)} className="text-sm font-semibold text-slate-800">
        {each.label}
      </label>
      {input(each)}
      {errors[each.path] && (
        <p id={`${inputId(each.path)}-error`} className="text-sm text-red-700">
          {errors[each.path]}
        </p>
      )}
    </div>
  );
  // The summary in the form's order.
  const errorList = openingFormFields.flatMap((each) => {
    const message = errors[each.path];
    return message ? [{ path: each.path, message }] : [];
  });

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
            {errorList.map(({ path, message }) => (
              <li key={path}>
                <a href={`#${inputId(path)}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-2">
        {sections.map(({ group, fields }) =>
          group ? (
            <fieldset key={group.name} className="grid grid-cols-2 gap-3">
              <legend className="sr-only">{group.title}</legend>
              {fields.map(field)}
            </fieldset>
          ) : (
            fields.map(field)
          ),
        )}
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
        // The admin area is in English: no phrasebook.
        say={sayWith(undefined)}
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
