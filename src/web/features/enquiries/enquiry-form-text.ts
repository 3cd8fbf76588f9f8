import {
  enquiryButtonLabel,
  enquiryConsentLabel,
  enquiryConsentNotice,
  officeEnquiryButtonLabel,
  quoteButtonLabel,
  quoteButtonLabelFor,
  quoteDialogTitle,
} from '#content/enquiries.js';
import { customerTypeLabels, enquiryMessages, enquiryTopicLabels } from '#shared/enquiries.js';
import { pageLanguageMessage } from '#shared/page-language.js';

/**
 * The enquiry dialog's texts that name a value (ICU `{name}` arguments), from the content's own
 * wording where it has one: `quoteDialogTitle('{subject}')` is 'Get a quote: {subject}'.
 */
export const enquiryFormTemplates = {
  quoteTitle: quoteDialogTitle('{subject}'),
  officeCallsBack: 'The {office} will call you back.',
  characters: '{count} of {max} characters',
  consentNotice: enquiryConsentNotice('{companyName}', '{contactEmail}'),
  thanks: 'Thank you. The {office} will call you.',
  reference: 'Your reference: {reference}',
  callOffice: 'You can also call the {office}: {phone}',
} as const;

/** The buttons' labels, formatted on the server: they are in the page's HTML. */
export const enquiryButtonSources: readonly string[] = [
  enquiryButtonLabel,
  quoteButtonLabel,
  quoteButtonLabelFor('{subject}'),
  officeEnquiryButtonLabel('{office}'),
];

/** Every text the enquiry dialog shows or says to a screen reader, its validation messages too. */
export const enquiryFormSources: readonly string[] = [
  ...Object.values(enquiryFormTemplates),
  enquiryButtonLabel,
  quoteButtonLabel,
  'Enquiry sent',
  'Close',
  'Please correct the fields marked below.',
  'We could not reach our server. Please check your connection and try again.',
  'Name',
  'Mobile number',
  'E-mail',
  'City or PIN code',
  'e.g. Gaya or 823001',
  'Brand',
  'Product',
  'e.g. Laptops',
  'Quantity',
  'Details',
  '(optional)',
  'You are',
  'About',
  ...Object.values(customerTypeLabels),
  ...Object.values(enquiryTopicLabels),
  enquiryConsentLabel,
  'Sending…',
  'Send enquiry',
  'Done',
  ...Object.values(enquiryMessages),
  pageLanguageMessage,
];
