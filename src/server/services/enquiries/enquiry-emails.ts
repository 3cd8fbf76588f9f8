/**
 * The e-mails of an enquiry, as plain text with fixed wording. None carries what the visitor
 * typed: the form accepts any address (a stranger's), and staff read the enquiry in the admin,
 * where it is shown as text. The subject carries only the reference. Staff's e-mails are in
 * English; the visitor's confirmation is in the language of the page they wrote from.
 */

import type { Say } from '#server/services/say-in-language.js';
import { languageInWords } from '#shared/languages.js';

export type EnquiryEmail = { to: string; subject: string; text: string };

type EnquiryFacts = {
  id: number;
  reference: string;
  officeName: string;
  officePhone: string | null;
  /** The code of the page's language the visitor wrote from, 'bn': the office calls back in it. */
  language: string;
};

/** The link staff open: the admin's Enquiries tab at this enquiry. */
export function enquiryAdminLink(siteUrl: string, id: number): string {
  return `${siteUrl}/superadmin?tab=enquiries&enquiry=${id}`;
}

/** Tells the office a new enquiry is waiting, with the link to it. */
export function officeNotification(enquiry: EnquiryFacts, to: string, siteUrl: string): EnquiryEmail {
  return {
    to,
    subject: `New web enquiry ${enquiry.reference}`,
    text: [
      `A new enquiry from the website has been routed to the ${enquiry.officeName}.`,
      '',
      `Reference: ${enquiry.reference}`,
      `Sent from a page in: ${languageInWords(enquiry.language)}`,
      `Open it, call the visitor and record what happened: ${enquiryAdminLink(siteUrl, enquiry.id)}`,
    ].join('\n'),
  };
}

/**
 * The visitor's confirmation's wording: the English sources (ICU messages) the catalogues
 * translate, in `interface-text/<code>/mail.json`.
 */
export const visitorConfirmationTexts = {
  subject: 'Your enquiry {reference} with {companyName}',
  greeting: 'Hello,',
  thanks: 'Thank you for your enquiry with {companyName}. Your reference is {reference}.',
  officeCalls: 'Our {office} will call you.',
  officeCallsOrCallThem: 'Our {office} will call you; you can also call them on {phone}.',
  notYours: 'If you did not send an enquiry, you can ignore this e-mail.',
} as const;

/**
 * Confirms to the visitor that the enquiry arrived and who will call, said by `say` in the
 * enquiry's language; `enquiry.officeName` is the office's name in that language.
 */
export function visitorConfirmation(
  enquiry: EnquiryFacts,
  to: string,
  companyName: string,
  say: Say,
): EnquiryEmail {
  const texts = visitorConfirmationTexts;
  const { reference, officeName: office, officePhone: phone } = enquiry;
  return {
    to,
    subject: say(texts.subject, { reference, companyName }),
    text: [
      say(texts.greeting),
      '',
      say(texts.thanks, { companyName, reference }),
      phone ? say(texts.officeCallsOrCallThem, { office, phone }) : say(texts.officeCalls, { office }),
      '',
      say(texts.notYours),
    ].join('\n'),
  };
}

/** Reminds the office and the owner, once, of an enquiry still new after the hours allowed. */
export function overdueReminder(
  enquiry: EnquiryFacts,
  to: string,
  siteUrl: string,
  hours: number,
): EnquiryEmail {
  return {
    to,
    subject: `Enquiry ${enquiry.reference} is still new`,
    text: [
      `The web enquiry ${enquiry.reference} routed to the ${enquiry.officeName} has not been answered in ${hours} business hours.`,
      '',
      `Open it: ${enquiryAdminLink(siteUrl, enquiry.id)}`,
    ].join('\n'),
  };
}
