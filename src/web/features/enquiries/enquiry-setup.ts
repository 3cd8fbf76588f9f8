import type { CustomerType, EnquiryTopic } from '#shared/enquiries.js';
import type { Phrasebook } from '#web/app/phrasebook.js';

/** What a button knows to put in the form before the visitor types: the brand, product or office. */
export type EnquiryPrefill = {
  brand?: string;
  /** The town the visitor is likely in (a store's city). */
  place?: string;
  product?: string;
  /** The office chosen (a branch card, the chat's handover), with its name for the form to show. */
  office?: { id: string; name: string };
  topic?: EnquiryTopic;
  customerType?: CustomerType;
};

/** What the form needs from the published content (islands get it as props). */
export type EnquirySetup = {
  companyName: string;
  contactEmail: string;
  offices: { id: string; name: string }[];
  /** The form's texts in the page's language; none on an English page. */
  phrases?: Phrasebook;
  /**
   * The page's language tag ('bn-IN') when it is not the default one: the count of characters
   * typed is written in its digits.
   */
  languageTag?: string;
};
