// The openings view's API contract (issue 28): what HR's editor sends and what it is shown. The
// opening itself is the `openings` collection's schema (schemas/careers.ts); these wrap it.

import { z } from 'zod';
import { revisionNumberSchema } from '#shared/content.js';
import { type OpeningFields, openingFieldsSchema, openingSchema } from './schemas/careers.js';

/** `:id` of an opening's routes: its Job ID. */
export const openingIdParamsSchema = z.object({
  id: z.string().regex(/^\d{3}$/, 'Job ID: three digits, e.g. 006'),
});

/** Every change names the revision it was made on, so a change made on a stale view is refused. */
const baseRevision = revisionNumberSchema;

/**
 * A new or edited opening: the fields HR wrote or changed, by the names of `openingFieldsSchema`
 * (null removes an optional one). The server merges them into the stored opening
 * (`mergeOpeningFields`) and checks the result, answering a message per field (so the body itself
 * is loosely typed here).
 */
export const openingWriteRequestSchema = z.object({
  fields: z.record(z.string(), z.unknown()),
  baseRevision,
});

export const openingStatusRequestSchema = z.object({
  status: z.enum(['open', 'closed'], 'Status must be open or closed'),
  baseRevision,
});

export const openingsOrderRequestSchema = z.object({
  /** Every opening's Job ID, first to last, as /careers is to list them. */
  ids: z.array(openingIdParamsSchema.shape.id).max(100),
  baseRevision,
});

/** The names of the fields HR writes, in the editor's order. */
export const openingFieldNames = Object.keys(openingFieldsSchema.shape) as (keyof OpeningFields)[];

/**
 * An opening's fields after a change (issue 44): each field of the schema that was sent takes
 * its new value, null removing it; every field not sent keeps its stored value. So an editor
 * that does not show a field (an older page, a field added since) cannot erase it.
 */
export function mergeOpeningFields(
  stored: Partial<OpeningFields>,
  sent: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const name of openingFieldNames) {
    const value = Object.hasOwn(sent, name) ? sent[name] : stored[name];
    if (value !== null && value !== undefined) merged[name] = value;
  }
  return merged;
}

/** A change with nothing to send but the revision it was made on (duplicate). */
export const openingBaseRequestSchema = z.object({ baseRevision });

/** DELETE's revision, in the query string. */
export const openingDeleteQuerySchema = z.object({ baseRevision: z.coerce.number().pipe(baseRevision) });

/** Applications for an opening: all of them, and those still new (pending). */
export const applicantCountsSchema = z.object({ total: z.number().int(), new: z.number().int() });

/** An opening as HR's list shows it: the content, its applicant counts, and whether it may go. */
export const openingAdminViewSchema = z.object({
  opening: openingSchema,
  applicants: applicantCountsSchema,
  /** Only drafts and closed openings without applications can be deleted. */
  deletable: z.boolean(),
});
export type OpeningAdminView = z.infer<typeof openingAdminViewSchema>;

export const openingsAdminListSchema = z.object({
  /** The openings revision this list is of: the base of the next change. */
  revision: revisionNumberSchema,
  openings: z.array(openingAdminViewSchema),
  /** The places an opening can be at: the cities of the branches and offices. */
  locations: z.array(z.string()),
});
export type OpeningsAdminList = z.infer<typeof openingsAdminListSchema>;

/** The answer to a change: the new revision and the opening it concerned. */
export const openingChangeResultSchema = z.object({ revision: revisionNumberSchema, id: z.string() });

/** One line of the openings' history: "Closed 005 CRM Executive — by Priya, 3 Dec". */
export const openingsHistoryEntrySchema = z.object({
  revision: revisionNumberSchema,
  line: z.string(),
  /** The revision an Undo brings back (the one before this change); null for the first. */
  undoTo: revisionNumberSchema.nullable(),
});
export type OpeningsHistoryEntry = z.infer<typeof openingsHistoryEntrySchema>;

export {
  employmentTypes,
  type OpeningFields,
  type OpeningStatus,
  openingFieldsSchema,
  openingStatuses,
  salaryRangeMessage,
} from './schemas/careers.js';
