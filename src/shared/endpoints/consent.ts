import { consentLogReceiptSchema, consentLogRequestSchema } from '#shared/consent.js';
import { defineEndpoint } from '#shared/endpoint.js';

/** Logs a visitor's cookie choice; the browser keeps the answer's id in its consent record. */
export const logConsentEndpoint = defineEndpoint('POST /api/consent', {
  body: consentLogRequestSchema,
  data: consentLogReceiptSchema,
  status: 201,
});
