import { honeypotFieldName } from '#shared/careers.js';
import {
  type EnquiryFieldName,
  type EnquiryFormFieldName,
  type EnquiryFormInput,
  type EnquirySubmission,
  enquiryFormFields,
  enquirySubmissionSchema,
} from '#shared/enquiries.js';
import type { EnquiryPrefill } from './enquiry-setup.js';

/**
 * The form as typed, drawn from the shared schema (issue 44): a text for each field, a box to
 * tick for a yes-or-no one (the consent), and the hidden anti-spam field (people leave it empty).
 */
export type EnquiryFormValues = {
  [Name in EnquiryFormFieldName]-?: NonNullable<EnquiryFormInput[Name]> extends boolean ? boolean : string;
} & { honeypot: string };

export type EnquiryFieldErrors = Partial<Record<EnquiryFieldName, string>>;

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const enquiryFieldOrder: readonly EnquiryFormFieldName[] = enquiryFormFields.map(({ name }) => name);

/** A blank form (every text empty, every box unticked) with what the button knew filled in. */
export function initialEnquiryValues(prefill: EnquiryPrefill): EnquiryFormValues {
  const blank = Object.fromEntries(
    enquiryFormFields.map(({ name, schema }) => [name, schema.type === 'boolean' ? false : '']),
  ) as Omit<EnquiryFormValues, 'honeypot'>;
  return {
    ...blank,
    place: prefill.place ?? '',
    brand: prefill.brand ?? '',
    product: prefill.product ?? '',
    customerType: prefill.customerType ?? 'business',
    topic: prefill.topic ?? 'sales',
    honeypot: '',
  };
}

export function enquiryFieldId(name: EnquiryFieldName): string {
  return `enquiry-${name}`;
}

/** Where the form was sent from: the page's path and the code of its language ('bn'). */
export type EnquiryOrigin = { sourcePage: string; language: string };

/**
 * The request body: the values (a quantity left empty left out, an unticked box not sent), with
 * the office chosen and the page the form was opened on.
 */
function requestBody(values: EnquiryFormValues, prefill: EnquiryPrefill, origin: EnquiryOrigin) {
  const { honeypot, quantity, consent, ...texts } = values;
  return {
    ...texts,
    ...(quantity.trim() ? { quantity: quantity.trim() } : {}),
    ...(prefill.office ? { officeId: prefill.office.id } : {}),
    sourcePage: origin.sourcePage,
    language: origin.language,
    consent: consent || undefined,
    [honeypotFieldName]: honeypot,
  };
}

/** Checks the form with the server's own schema: the request to send, or each field's first message. */
export function validateEnquiryForm(
  values: EnquiryFormValues,
  prefill: EnquiryPrefill,
  origin: EnquiryOrigin,
): { kind: 'valid'; body: EnquirySubmission } | { kind: 'invalid'; errors: EnquiryFieldErrors } {
  const body = requestBody(values, prefill, origin);
  const parsed = enquirySubmissionSchema.safeParse(body);
  if (parsed.success) return { kind: 'valid', body: parsed.data };
  const errors: EnquiryFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EnquiryFieldName;
    errors[field] ??= issue.message;
  }
  return { kind: 'invalid', errors };
}
