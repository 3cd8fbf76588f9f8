import {
  enquiryButtonLabel,
  officeEnquiryButtonLabel,
  quoteButtonLabel,
  quoteButtonLabelFor,
} from '#content/enquiries.js';

/**
 * The buttons' labels that name a value, from the content's wording: formatted on the server,
 * since the labels are in the page's HTML (the dialog's own texts are in enquiry-form-text.ts).
 */
export const enquiryButtonTemplates = {
  quoteFor: quoteButtonLabelFor('{subject}'),
  office: officeEnquiryButtonLabel('{office}'),
} as const;

/** Every label of the buttons that open the enquiry dialog. */
export const enquiryButtonSources: readonly string[] = [
  enquiryButtonLabel,
  quoteButtonLabel,
  ...Object.values(enquiryButtonTemplates),
];
