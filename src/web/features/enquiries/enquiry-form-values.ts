import { honeypotFieldName } from '#shared/careers.js';
import { type EnquiryFieldName, type EnquirySubmission, enquirySubmissionSchema } from '#shared/enquiries.js';
import type { EnquiryPrefill } from './enquiry-setup.js';

/** The form as typed: every field as text (the consent a checkbox), checked by the shared schema. */
export type EnquiryFormValues = {
  name: string;
  phone: string;
  email: string;
  place: string;
  brand: string;
  product: string;
  quantity: string;
  message: string;
  customerType: string;
  topic: string;
  consent: boolean;
  honeypot: string;
};

export type EnquiryFieldErrors = Partial<Record<EnquiryFieldName, string>>;

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const enquiryFieldOrder: readonly EnquiryFieldName[] = [
  'name',
  'phone',
  'email',
  'place',
  'brand',
  'product',
  'quantity',
  'message',
  'customerType',
  'topic',
  'consent',
];

export function initialEnquiryValues(prefill: EnquiryPrefill): EnquiryFormValues {
  return {
    name: '',
    phone: '',
    email: '',
    place: prefill.place ?? '',
    brand: prefill.brand ?? '',
    product: prefill.product ?? '',
    quantity: '',
    message: '',
    customerType: prefill.customerType ?? 'business',
    topic: prefill.topic ?? 'sales',
    consent: false,
    honeypot: '',
  };
}

export function enquiryFieldId(name: EnquiryFieldName): string {
  return `enquiry-${name}`;
}

/** Where the form was sent from: the page's path and the code of its language ('bn'). */
export type EnquiryOrigin = { sourcePage: string; language: string };

/** The request body: the values, with the office chosen and the page the form was opened on. */
function requestBody(values: EnquiryFormValues, prefill: EnquiryPrefill, origin: EnquiryOrigin) {
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    place: values.place,
    brand: values.brand,
    product: values.product,
    ...(values.quantity.trim() ? { quantity: values.quantity.trim() } : {}),
    message: values.message,
    customerType: values.customerType,
    topic: values.topic,
    ...(prefill.office ? { officeId: prefill.office.id } : {}),
    sourcePage: origin.sourcePage,
    language: origin.language,
    consent: values.consent || undefined,
    [honeypotFieldName]: values.honeypot,
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
