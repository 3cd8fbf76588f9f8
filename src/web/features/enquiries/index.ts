/** The enquiry feature's public face: the button island, the lazy dialog for other islands, and their props. */
export { EnquiryButton } from './enquiry-button.island.js';
export { EnquiryOpenButton } from './enquiry-open-button.js';
export type { EnquiryPrefill, EnquirySetup } from './enquiry-setup.js';
export { useEnquirySetup } from './enquiry-setup-of-content.js';
export { LazyEnquiryDialog } from './lazy-enquiry-dialog.js';
export { OfficeEnquiryButton } from './office-enquiry-button.js';
export { QuoteButton } from './quote-button.js';
