import { z } from 'zod';
import {
  openingBaseRequestSchema,
  openingChangeResultSchema,
  openingDeleteQuerySchema,
  openingIdParamsSchema,
  openingStatusRequestSchema,
  openingsAdminListSchema,
  openingsHistoryEntrySchema,
  openingsOrderRequestSchema,
  openingWriteRequestSchema,
} from '#content/openings-admin.js';
import { applicationStatuses } from '#shared/careers.js';
import { defineEndpoint } from '#shared/endpoint.js';

// HR's openings (issue 28; admin scope, src/shared/role-access.ts). They live here rather than in
// src/shared/endpoints because an opening's schema is the content's, which src/shared never imports.
// Every change is made on the revision HR saw (`baseRevision`) and answers the new revision and
// the Job ID concerned; 400 names the invalid fields, 404 an unknown Job ID, 409 says why not.

/** The openings with their applicant counts, and the revision the next change is made on. */
export const openingsListEndpoint = defineEndpoint('GET /api/careers/openings', {
  data: openingsAdminListSchema,
});

/** A new draft, from the fields HR wrote. */
export const createOpeningEndpoint = defineEndpoint('POST /api/careers/openings', {
  body: openingWriteRequestSchema,
  data: openingChangeResultSchema,
});

/** The openings in a new order, as /careers is to list them. */
export const reorderOpeningsEndpoint = defineEndpoint('PUT /api/careers/openings/order', {
  body: openingsOrderRequestSchema,
  data: openingChangeResultSchema,
});

/** The openings' changes in words, newest first, each with the revision its Undo brings back. */
export const openingsHistoryEndpoint = defineEndpoint('GET /api/careers/openings/history', {
  data: z.object({ entries: z.array(openingsHistoryEntrySchema) }),
});

/** An opening's applications by status. */
export const openingStatusCountsEndpoint = defineEndpoint('GET /api/careers/openings/:id/counts', {
  params: openingIdParamsSchema,
  data: z.object({ counts: z.record(z.enum(applicationStatuses), z.number()) }),
});

/** The fields HR changed of an opening. */
export const saveOpeningEndpoint = defineEndpoint('PUT /api/careers/openings/:id', {
  params: openingIdParamsSchema,
  body: openingWriteRequestSchema,
  data: openingChangeResultSchema,
});

/** A copy of an opening, as a new draft. */
export const duplicateOpeningEndpoint = defineEndpoint('POST /api/careers/openings/:id/duplicate', {
  params: openingIdParamsSchema,
  body: openingBaseRequestSchema,
  data: openingChangeResultSchema,
});

/** Opens (or reopens) an opening, or closes it. */
export const setOpeningStatusEndpoint = defineEndpoint('POST /api/careers/openings/:id/status', {
  params: openingIdParamsSchema,
  body: openingStatusRequestSchema,
  data: openingChangeResultSchema,
});

/** Deletes a draft, or a closed opening without applications; the revision is in the query string. */
export const deleteOpeningEndpoint = defineEndpoint('DELETE /api/careers/openings/:id', {
  params: openingIdParamsSchema,
  query: openingDeleteQuerySchema,
  data: openingChangeResultSchema,
});
