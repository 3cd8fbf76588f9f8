import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, type HTMLInputAutoCompleteAttribute, type ReactNode, useRef, useState } from 'react';
import { applicationReplyPromise } from '#content/index.js';
import {
  type ApplicableOpening,
  type ApplicationField,
  type ApplicationFieldName,
  applicationFormFields,
  applicationMessages,
  looksLikePdf,
} from '#shared/careers.js';
import { normalizeIndianMobile } from '#shared/indian-phone.js';
import { languageOfTag } from '#shared/languages.js';
import { otherPositionChoice } from '#shared/position-choices.js';
import type { Phrasebook, Say } from '#web/app/phrasebook.js';
import { submitApplication } from './api/submit-application.js';
import { applicationEmailHref } from './application-email-fallback.js';
import { applicationFormTexts } from './application-form-text.js';
import {
  type ApplicationFormValues,
  applicationFieldId,
  emptyApplicationForm,
  type FieldErrors,
  firstInvalidField,
  knownFieldErrors,
  validateApplicationForm,
} from './application-form-values.js';
import { HoneypotField } from './honeypot-field.js';
import { PositionField } from './position-field.js';
import { ResumeField } from './resume-field.js';
import { TextField } from './text-field.js';

/** The fields typed or chosen as text: all but the resume. */
type TypedFieldName = Exclude<ApplicationFieldName, 'resume'>;

/** The opening applied for: its Job ID and title, as the server checks them. */
export type ApplicationJob = ApplicableOpening;

/**
 * What the form needs from the published content: its position choices and HR's address, and its
 * texts in the page's language (none on an English page).
 */
export type ApplicationSetup = { positions: readonly string[]; hrEmail: string; phrases?: Phrasebook };

type ApplicationFormProps = {
  job: ApplicationJob;
  setup: ApplicationSetup;
  /** Says the form's texts in the page's language. */
  say: Say;
  onAccepted: (reference: string) => void;
  /** The server could not be reached; `emailHref` is the prefilled e-mail to HR. */
  onUnreachable: (emailHref: string) => void;
  onCancel: () => void;
  /** HR's preview of an opening: the form as applicants see it, with nothing to send. */
  preview?: boolean;
};

/**
 * The application form (spec section 5 "Validation rules"): checked here and again on the server
 * with the same schema. Messages are kept as the schema words them (English, the catalogue's key)
 * and said in the page's language when shown; the server's are already in it.
 */
export function ApplicationForm({
  job,
  setup,
  say,
  onAccepted,
  onUnreachable,
  onCancel,
  preview = false,
}: ApplicationFormProps) {
  const [values, setValues] = useState<ApplicationFormValues>(() => emptyApplicationForm(job.title));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  /** Editing a field clears its message. */
  function update<K extends keyof ApplicationFormValues>(field: K, value: ApplicationFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field as ApplicationFieldName]: _cleared, ...rest }) => rest);
  }

  /** What each typed field takes from the form: its name, value and message, and its edits back. */
  function bindField<Name extends TypedFieldName>(name: Name) {
    return {
      name,
      value: values[name],
      error: errorOf(name),
      onChange: (value: string) => update(name, value),
    };
  }

  function errorOf(name: ApplicationFieldName): string | undefined {
    const message = errors[name];
    return message && say(message);
  }

  function chooseResume(file: File | null) {
    if (file && !looksLikePdf(file)) {
      setValues((current) => ({ ...current, resume: null }));
      setErrors((current) => ({ ...current, resume: applicationMessages.resumeNotPdf }));
      return;
    }
    update('resume', file);
  }

  /**
   * The phone number is kept as typed while the applicant types ('+91 98765 43210' is easier to
   * check by eye), then shown as the 10 digits it keeps when they leave the field or send.
   */
  function showKeptPhone(): ApplicationFormValues {
    const kept = { ...values, phone: normalizeIndianMobile(values.phone) };
    if (kept.phone !== values.phone) setValues(kept);
    return kept;
  }

  /** Focus goes to the first field with a message, else to the failure message. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) document.getElementById(applicationFieldId(first))?.focus();
    else failureRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const checked = validateApplicationForm(showKeptPhone(), errors, setup.positions);
    if (!checked.ok) return showErrors(checked.errors);

    setSubmitting(true);
    const { fields, resume } = checked.application;
    const outcome = await submitApplication({
      ...fields,
      jobId: job.id,
      jobTitle: job.title,
      // The server sets <html lang> from the page's address: the language the applicant reads.
      language: languageOfTag(document.documentElement.lang).code,
      resume,
      honeypot: values.honeypot,
    });
    setSubmitting(false);
    if (outcome.kind === 'accepted') {
      setValues(emptyApplicationForm(job.title));
      setErrors({});
      onAccepted(outcome.reference);
    } else if (outcome.kind === 'unreachable') {
      onUnreachable(applicationEmailHref(job.id, fields, setup.hrEmail));
    } else {
      setFailure(say(applicationFormTexts.failure, { message: outcome.message }));
      showErrors(knownFieldErrors(outcome.fields));
    }
  }

  /** A field of the schema as the form shows it: labelled with its title, typed as its widget says. */
  function formField(field: ApplicationField): ReactNode {
    const label = say(field.schema.title);
    if (field.name === 'resume') {
      return (
        <div key={field.name} className="sm:col-span-2">
          <ResumeField
            label={label}
            file={values.resume}
            error={errorOf('resume')}
            say={say}
            onChange={chooseResume}
          />
        </div>
      );
    }
    if (field.name === 'position') {
      return (
        <PositionField
          key={field.name}
          {...bindField('position')}
          label={label}
          positions={setup.positions}
          say={say}
        />
      );
    }
    // What the position is, asked only of an applicant choosing Other.
    if (field.name === 'otherPosition' && values.position !== otherPositionChoice) return null;
    const widget = field.schema['x-widget'];
    return (
      <TextField
        key={field.name}
        {...bindField(field.name)}
        label={label}
        type={widget === 'email' || widget === 'tel' || widget === 'date' ? widget : 'text'}
        inputMode={widget === 'tel' ? 'tel' : undefined}
        autoComplete={field.schema['x-autocomplete'] as HTMLInputAutoCompleteAttribute | undefined}
        placeholder={field.schema['x-placeholder'] && say(field.schema['x-placeholder'])}
        // A phone number is shown as the 10 digits it keeps once the applicant leaves the field.
        onBlur={widget === 'tel' ? showKeptPhone : undefined}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="space-y-4">
      {preview && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Preview: this is the form applicants fill in. Nothing can be sent from here.
        </p>
      )}
      <p className="text-sm text-slate-700">{say(applicationFormTexts.allRequired)}</p>
      <div className="grid gap-4 sm:grid-cols-2">{applicationFormFields.map(formField)}</div>
      <HoneypotField value={values.honeypot} onChange={(value) => update('honeypot', value)} />

      {/* Always in the page, so screen readers announce the message put into it. */}
      <div ref={failureRef} role="alert" tabIndex={-1} className="rounded-lg outline-offset-2">
        {failure && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">{say(applicationReplyPromise)}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-400 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {say(applicationFormTexts.cancel)}
        </button>
        <button
          type="submit"
          disabled={submitting || preview}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-80"
        >
          {submitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {say(submitting ? applicationFormTexts.submitting : applicationFormTexts.submit)}
        </button>
      </div>
    </form>
  );
}
