import {
  enquiryButtonLabel,
  enquiryConsentLabel,
  enquiryConsentNotice,
  quoteButtonLabel,
  quoteDialogTitle,
} from '#content/enquiries.js';
import {
  customerTypeLabels,
  enquiryFormFields,
  enquiryMessages,
  enquiryTopicLabels,
} from '#shared/enquiries.js';
import { pageLanguageMessage } from '#shared/page-language.js';

/**
 * The enquiry dialog's own wording, in English (the fields' labels and hints are the schema's,
 * `enquiryFormFields`): the catalogues' keys, from the content's wording
 * where it has one (`quoteDialogTitle('{subject}')` is 'Get a quote: {subject}'). A `{name}` is a
 * value the dialog fills in (an office's name, the reference).
 */
export const enquiryFormTexts = {
  quoteTitle: quoteDialogTitle('{subject}'),
  sent: 'Enquiry sent',
  close: 'Close',
  officeCallsBack: 'The {office} will call you back.',
  correctFields: 'Please correct the fields marked below.',
  unreachable: 'We could not reach our server. Please check your connection and try again.',
  characters: '{count} of {max} characters',
  optional: '(optional)',
  consentNotice: enquiryConsentNotice('{companyName}', '{contactEmail}'),
  sending: 'Sending…',
  send: 'Send enquiry',
  thanks: 'Thank you. The {office} will call you.',
  reference: 'Your reference: {reference}',
  callOffice: 'You can also call the {office}: {phone}',
  done: 'Done',
} as const;

/**
 * Every text the enquiry dialog shows or says to a screen reader, its validation messages too. A
 * function, so the dialog's bundle, which never asks, leaves it out.
 */
export function enquiryFormSources(): string[] {
  return [
    ...Object.values(enquiryFormTexts),
    // The fields' labels and hints; the consent's box says the content's words instead (below).
    ...enquiryFormFields
      .filter(({ name }) => name !== 'consent')
      .flatMap(({ schema }) => (schema['x-hint'] ? [schema.title, schema['x-hint']] : [schema.title])),
    enquiryButtonLabel,
    quoteButtonLabel,
    ...Object.values(customerTypeLabels),
    ...Object.values(enquiryTopicLabels),
    enquiryConsentLabel,
    ...Object.values(enquiryMessages),
    pageLanguageMessage,
  ];
}
