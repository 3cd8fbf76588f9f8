// The Enquiries tab: the inbox of quote and dealer requests, scoped to the person's offices.

export { EnquiriesTab } from './enquiries-tab.js';
