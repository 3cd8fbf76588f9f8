import { defineEndpoint, defineFileEndpoint } from '#shared/endpoint.js';
import {
  enquiriesPageSchema,
  enquiriesQuerySchema,
  enquiryDetailSchema,
  enquiryErasureResultSchema,
  enquiryErasureSchema,
  enquiryIdParamsSchema,
  enquiryOfficesSchema,
  enquiryReceiptSchema,
  enquirySubmissionSchema,
  enquirySummarySchema,
  enquiryUpdateSchema,
} from '#shared/enquiries.js';

// The Enquiries tab (admin scope; a branch account reads and changes only its offices' enquiries,
// src/server/services/enquiries/enquiry-scope.ts).

/** One page of the enquiries under the filters, newest first. */
export const enquiriesPageEndpoint = defineEndpoint('GET /api/admin/enquiries', {
  query: enquiriesQuerySchema,
  data: enquiriesPageSchema,
});

/** The dashboard cards: counts by status, response times, the source pages. */
export const enquirySummaryEndpoint = defineEndpoint('GET /api/admin/enquiries/summary', {
  data: enquirySummarySchema,
});

/** Every office (to reassign to) and those whose enquiries the person sees (the office filter). */
export const enquiryOfficesEndpoint = defineEndpoint('GET /api/admin/enquiries/offices', {
  data: enquiryOfficesSchema,
});

/** The filtered enquiries as CSV, without paging (the export itself recorded). */
export const enquiriesExportEndpoint = defineFileEndpoint('GET /api/admin/enquiries/export', {
  query: enquiriesQuerySchema.omit({ limit: true, offset: true }),
  file: { contentTypes: 'text/csv', description: 'The enquiries as CSV, newest first' },
});

/** One enquiry with its history; 404 outside the person's offices. */
export const enquiryDetailEndpoint = defineEndpoint('GET /api/admin/enquiries/:id', {
  params: enquiryIdParamsSchema,
  data: enquiryDetailSchema,
});

/** A status change, a note and a reassignment, together; the enquiry as it now is. */
export const updateEnquiryEndpoint = defineEndpoint('PATCH /api/admin/enquiries/:id', {
  params: enquiryIdParamsSchema,
  body: enquiryUpdateSchema,
  data: enquiryDetailSchema,
});

/** Erases every enquiry from a phone number (a person's request); answers how many. Owner only. */
export const enquiryErasureEndpoint = defineEndpoint('POST /api/admin/enquiries/erasure', {
  body: enquiryErasureSchema,
  data: enquiryErasureResultSchema,
});

// The public enquiry form (its browser client writes its own call: a public island imports no zod).

/** An enquiry from the form: its reference and the office that will call; 429 with Retry-After past the limits. */
export const submitEnquiryEndpoint = defineEndpoint('POST /api/enquiries', {
  body: enquirySubmissionSchema,
  data: enquiryReceiptSchema,
  status: 201,
});
