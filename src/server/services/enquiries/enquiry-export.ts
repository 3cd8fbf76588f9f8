import type { Kysely } from 'kysely';
import type { SiteContent } from '#content/index.js';
import { type EnquiryScope, selectEnquiriesPage } from '#server/db/enquiries-repository.js';
import type { Database } from '#server/db/schema.js';
import { csvLine, utf8ByteOrderMark } from '#server/services/analytics/csv.js';
import { type EnquiriesQuery, enquiryReadFields } from '#shared/enquiries.js';
import type { ContactViewer } from '#shared/enquiry-contacts.js';
import { enquiryAdminView } from './enquiry-views.js';

const EXPORT_BATCH = 500;

/** The fields staff read, in the schema's order: a field added to the view is exported too. */
const columns = enquiryReadFields.map((field) => field.name);

/**
 * The enquiries matching the filters as CSV, newest first, a batch at a time. Every field goes
 * through the CSV writer's formula guard: a visitor's "=HYPERLINK(…)" stays text in a spreadsheet.
 * Phones and e-mails are masked as in the tab for a viewer who may not see them.
 */
export async function* enquiriesCsv(
  db: Kysely<Database>,
  filters: EnquiriesQuery,
  scope: EnquiryScope,
  content: SiteContent,
  now: Date,
  viewer: ContactViewer,
): AsyncGenerator<string> {
  yield utf8ByteOrderMark + csvLine(columns);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const { rows } = await selectEnquiriesPage(db, { ...filters, limit: EXPORT_BATCH, offset }, scope);
    for (const row of rows) {
      const view = enquiryAdminView(row, content, now, viewer);
      yield csvLine(columns.map((column) => (view[column] === null ? null : String(view[column]))));
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}
