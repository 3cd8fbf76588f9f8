// The site's fixed wording: the texts of docs/specification.md (each cites its section) and the
// labels of the page templates. Company facts are content (collections.ts), edited in the admin;
// these change with the code.

/** Shown for an unknown /brands/:brandName, with a Back to Products link. */
export const brandNotFound = {
  title: 'Brand Not Found',
  text: 'The requested brand page could not be found.',
} as const;

/** Shown under every product category on a brand page. */
export const productWarrantyText = "Covered by the manufacturer's standard warranty.";

/** The application form and the e-mail route both promise this. */
export const applicationReplyPromise = 'We will get back to you within a week.';

/** Shown inside <video> by browsers that cannot play it (spec section 2 "Home"). */
export const videoUnsupportedText = 'Your browser does not support the video tag.';

/** Printed on every category card. */
export const authenticityLabel = '100% Authentic';

/**
 * The first owner's sign-in e-mail when ADMIN_EMAIL is not set: a sample, which the launch
 * checklist names until the owner's real address replaces it.
 */
export const sampleOwnerEmail = 'owner@example.com';
