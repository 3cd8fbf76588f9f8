// The enquiry form's fixed wording (issue 27). The offices, desks and phone numbers it names come
// from the published content; how long enquiries are kept is ENQUIRY_RETENTION_DAYS (two years).

/** The buttons that open the form. */
export const enquiryButtonLabel = 'Send an enquiry';

/**
 * The buttons that open the form to ask for a price, near the top of the home page, /distribution,
 * /products and every brand page (issue 45).
 */
export const quoteButtonLabel = 'Get a quote';

/** A quote button for one brand, or one brand's product: 'Get a quote for HP'. */
export function quoteButtonLabelFor(subject: string): string {
  return `${quoteButtonLabel} for ${subject}`;
}

/** The form's title when it asks for a quote: 'Get a quote: HP Laptops', or 'Get a quote'. */
export function quoteDialogTitle(subject?: string): string {
  return subject ? `${quoteButtonLabel}: ${subject}` : quoteButtonLabel;
}

/** A branch card's button, which opens the form with that office chosen. */
export function officeEnquiryButtonLabel(officeName: string): string {
  return `Enquire with the ${officeName}`;
}

/** The line beside a general enquiry button: what to write, and who answers. */
export const enquiryInvitation =
  'Tell us what you need and where you are: the office nearest you will call you back.';

/** The DPDP notice beside the consent box: who contacts the visitor, about what, and for how long it is kept. */
export function enquiryConsentNotice(companyName: string, contactEmail: string): string {
  return `${companyName} uses these details only to answer this enquiry: the office named after you send it will call or e-mail you. We keep an enquiry for two years, then delete it. To see or erase yours sooner, write to ${contactEmail}.`;
}

export const enquiryConsentLabel = 'I agree to be contacted about this enquiry';

/** The chat's offer when it hands a visitor over to an office. */
export function enquiryHandoverOffer(officeCity: string): string {
  return `Leave your number and the ${officeCity} office will call you`;
}

/** The /contact link that opens the enquiry form with an office chosen. */
export function enquiryFormHref(officeId?: string): string {
  return officeId ? `/contact?office=${encodeURIComponent(officeId)}#enquiry` : '/contact#enquiry';
}
