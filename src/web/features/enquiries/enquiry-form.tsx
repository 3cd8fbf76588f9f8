import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { enquiryConsentLabel } from '#content/enquiries.js';
import {
  customerTypeLabels,
  customerTypes,
  ENQUIRY_MESSAGE_MAX_LENGTH,
  type EnquiryFieldName,
  type EnquiryFormField,
  type EnquiryFormFieldName,
  type EnquiryReceipt,
  enquiryFormFields,
  enquiryTopicLabels,
  enquiryTopics,
} from '#shared/enquiries.js';
import { defaultLanguageOf, languageOfTag, siteLanguages } from '#shared/languages.js';
import type { Say } from '#web/app/phrasebook.js';
import { HoneypotField } from '#web/features/careers/index.js';
import { sendEnquiry } from './api/send-enquiry.js';
import { EnquiryField, enquiryInputClassName } from './enquiry-field.js';
import { enquiryFormTexts } from './enquiry-form-text.js';
import {
  type EnquiryFieldErrors,
  type EnquiryFormValues,
  enquiryFieldId,
  enquiryFieldOrder,
  initialEnquiryValues,
  validateEnquiryForm,
} from './enquiry-form-values.js';
import type { EnquiryPrefill, EnquirySetup } from './enquiry-setup.js';

type EnquiryFormProps = {
  prefill: EnquiryPrefill;
  setup: EnquirySetup;
  /** Says the form's texts in the page's language. */
  say: Say;
  onAccepted: (receipt: EnquiryReceipt) => void;
};

/**
 * The enquiry form: checked in the browser with the server's own schema, each message next to its
 * field and the focus moved to the first wrong one; the server's refusal is shown the same way.
 * Messages are kept as the schema words them (English, the catalogue's key) and said in the page's
 * language when shown; the server's are already in it.
 */
export function EnquiryForm({ prefill, setup, say, onAccepted }: EnquiryFormProps) {
  const [values, setValues] = useState<EnquiryFormValues>(() => initialEnquiryValues(prefill));
  const [errors, setErrors] = useState<EnquiryFieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <Field extends keyof EnquiryFormValues>(field: Field, value: EnquiryFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const focusFirstInvalid = (fieldErrors: EnquiryFieldErrors) => {
    const first = enquiryFieldOrder.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${enquiryFieldId(first)}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server sets <html lang> from the page's address: the language the visitor reads.
    const language = languageOfTag(document.documentElement.lang).code;
    const checked = validateEnquiryForm(values, prefill, { sourcePage: window.location.pathname, language });
    if (checked.kind === 'invalid') {
      setErrors(checked.errors);
      setFormMessage(say(enquiryFormTexts.correctFields));
      focusFirstInvalid(checked.errors);
      return;
    }
    setSending(true);
    setErrors({});
    setFormMessage(undefined);
    const outcome = await sendEnquiry(checked.body, language);
    setSending(false);
    if (outcome.kind === 'accepted') return onAccepted(outcome.receipt);
    if (outcome.kind === 'unreachable') {
      return setFormMessage(say(enquiryFormTexts.unreachable));
    }
    setErrors(outcome.fields as EnquiryFieldErrors);
    setFormMessage(outcome.message);
    focusFirstInvalid(outcome.fields as EnquiryFieldErrors);
  };

  const errorOf = (name: EnquiryFieldName) => {
    const message = errors[name];
    return message && say(message);
  };

  const textField = ({ name, schema, required }: EnquiryFormField) => {
    const { type, inputMode } = textInputOf(schema['x-widget']);
    return (
      <EnquiryField
        key={name}
        name={name}
        label={say(schema.title)}
        required={required}
        error={errorOf(name)}
        hint={schema['x-hint'] && say(schema['x-hint'])}
        optionalText={say(enquiryFormTexts.optional)}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            name={name}
            value={String(values[name])}
            onChange={(event) => set(name, event.target.value)}
            aria-required={required || undefined}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={describedBy}
            className={enquiryInputClassName}
            type={type}
            autoComplete={schema['x-autocomplete']}
            inputMode={inputMode}
          />
        )}
      </EnquiryField>
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="relative space-y-4">
      {prefill.office && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {say(enquiryFormTexts.officeCallsBack, { office: prefill.office.name })}
        </p>
      )}
      {formMessage && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formMessage}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">{oneLineFields.map(textField)}</div>
      <EnquiryField
        name="message"
        label={say(fieldTitles.message)}
        error={errorOf('message')}
        hint={say(enquiryFormTexts.characters, {
          count: new Intl.NumberFormat(setup.languageTag ?? defaultLanguageOf(siteLanguages).tag, {
            useGrouping: false,
          }).format(values.message.length),
          max: ENQUIRY_MESSAGE_MAX_LENGTH.toLocaleString('en-IN'),
        })}
        optionalText={say(enquiryFormTexts.optional)}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            name="message"
            rows={3}
            maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
            className={enquiryInputClassName}
          />
        )}
      </EnquiryField>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{say(fieldTitles.customerType)}</legend>
          <div className="mt-1 space-y-1">
            {customerTypes.map((type) => (
              <label key={type} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="customerType"
                  value={type}
                  checked={values.customerType === type}
                  onChange={() => set('customerType', type)}
                  className="size-4 accent-brand-700"
                />
                {say(customerTypeLabels[type])}
              </label>
            ))}
          </div>
        </fieldset>
        <EnquiryField
          name="topic"
          label={say(fieldTitles.topic)}
          required
          error={errorOf('topic')}
          optionalText={say(enquiryFormTexts.optional)}
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              name="topic"
              value={values.topic}
              onChange={(event) => set('topic', event.target.value)}
              aria-describedby={describedBy}
              className={enquiryInputClassName}
            >
              {enquiryTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {say(enquiryTopicLabels[topic])}
                </option>
              ))}
            </select>
          )}
        </EnquiryField>
      </div>
      <div>
        <p id="enquiry-consent-notice" className="text-xs text-slate-700">
          {say(enquiryFormTexts.consentNotice, {
            companyName: setup.companyName,
            contactEmail: setup.contactEmail,
          })}
        </p>
        <label className="mt-2 flex items-start gap-2 text-sm font-medium text-slate-800">
          <input
            id={enquiryFieldId('consent')}
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(event) => set('consent', event.target.checked)}
            aria-required="true"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={`enquiry-consent-notice${errors.consent ? ` ${enquiryFieldId('consent')}-error` : ''}`}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          {say(enquiryConsentLabel)}
        </label>
        {errors.consent && (
          <p id={`${enquiryFieldId('consent')}-error`} className="mt-1 text-sm text-red-700">
            {errorOf('consent')}
          </p>
        )}
      </div>
      <HoneypotField value={values.honeypot} onChange={(value) => set('honeypot', value)} />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
      >
        {sending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {say(sending ? enquiryFormTexts.sending : enquiryFormTexts.send)}
      </button>
    </form>
  );
}

/** The fields typed on one line, in the form's order: the others each have a control of their own. */
const ownControls = ['textarea', 'radio', 'select', 'checkbox'];
const oneLineFields = enquiryFormFields.filter(
  ({ schema }) => !ownControls.includes(schema['x-widget'] ?? ''),
);

/** Each field's label, for the fields with a control of their own. */
const fieldTitles = Object.fromEntries(
  enquiryFormFields.map(({ name, schema }) => [name, schema.title]),
) as Record<EnquiryFormFieldName, string>;

/** The input for a one-line field's widget: a number is typed as text, on the phone's digit keys. */
function textInputOf(widget: string | undefined): {
  type: 'text' | 'tel' | 'email';
  inputMode?: 'tel' | 'email' | 'numeric';
} {
  if (widget === 'tel') return { type: 'tel', inputMode: 'tel' };
  if (widget === 'email') return { type: 'email', inputMode: 'email' };
  if (widget === 'numeric') return { type: 'text', inputMode: 'numeric' };
  return { type: 'text' };
}
