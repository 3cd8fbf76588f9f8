import type { Kysely } from 'kysely';
import type { SiteContent } from '#content/index.js';
import {
  changeEnquiry,
  deleteEnquiriesOfPhone,
  type EnquiryChange,
  type EnquiryScope,
  selectEnquiriesForSummary,
  selectEnquiriesPage,
  selectEnquiry,
  selectEnquiryEvents,
} from '#server/db/enquiries-repository.js';
import type { Database } from '#server/db/schema.js';
import {
  type EnquiriesPage,
  type EnquiriesQuery,
  type EnquiryDetail,
  type EnquirySummary,
  type EnquiryUpdate,
  enquiryStatusLabels,
} from '#shared/enquiries.js';
import type { ContactViewer } from '#shared/enquiry-contacts.js';
import { summarizeEnquiries } from './enquiry-summary.js';
import { enquiryAdminView } from './enquiry-views.js';

/** What the Enquiries tab reads and changes, always within the signed-in person's scope. */
type AdminContext = {
  db: Kysely<Database>;
  content: SiteContent;
  now: Date;
  /** Which enquiries the person may see at all. */
  scope: EnquiryScope;
  /** Who is asking, for whether they see the contacts (shared/enquiry-contacts.ts), and who acts. */
  viewer: ContactViewer & { name: string };
};

export async function readEnquiriesPage(
  context: AdminContext,
  query: EnquiriesQuery,
): Promise<EnquiriesPage> {
  const { rows, total } = await selectEnquiriesPage(context.db, query, context.scope);
  return {
    enquiries: rows.map((row) => enquiryAdminView(row, context.content, context.now, context.viewer)),
    total,
  };
}

export async function readEnquiryDetail(
  context: AdminContext,
  id: number,
): Promise<EnquiryDetail | undefined> {
  const row = await selectEnquiry(context.db, id, context.scope);
  if (!row) return undefined;
  const events = await selectEnquiryEvents(context.db, row.id);
  return { enquiry: enquiryAdminView(row, context.content, context.now, context.viewer), events };
}

export async function readEnquirySummary(context: AdminContext): Promise<EnquirySummary> {
  const rows = await selectEnquiriesForSummary(context.db, context.scope);
  return summarizeEnquiries(rows, context.content, context.now);
}

export type EnquiryUpdateOutcome =
  | { kind: 'changed'; detail: EnquiryDetail; changes: readonly EnquiryChange[] }
  | { kind: 'not-found' }
  | { kind: 'unknown-office' };

/**
 * Applies a status change, a note and a reassignment (with its reason) together, each recorded
 * as an event; what is already so (the same status, the same office) records nothing.
 */
export async function updateEnquiry(
  context: AdminContext,
  id: number,
  update: EnquiryUpdate,
): Promise<EnquiryUpdateOutcome> {
  const row = await selectEnquiry(context.db, id, context.scope);
  if (!row) return { kind: 'not-found' };
  const changes: EnquiryChange[] = [];
  if (update.reassign) {
    const { officeId, reason } = update.reassign;
    const office = context.content.branches.offices.find((candidate) => candidate.id === officeId);
    if (!office) return { kind: 'unknown-office' };
    if (office.id !== row.office_id || office.name !== row.office_name) {
      changes.push({ kind: 'reassign', officeId: office.id, officeName: office.name, reason });
    }
  }
  if (update.status && update.status !== row.status) changes.push({ kind: 'status', to: update.status });
  if (update.note) changes.push({ kind: 'note', text: update.note });
  if (changes.length > 0) {
    await changeEnquiry(context.db, row.id, changes, {
      at: context.now.toISOString(),
      actorName: context.viewer.name,
    });
  }
  // The enquiry as it now is, even when a branch account has just sent it to an office outside its
  // own: the change was applied, and the answer says so (issue 46, L8). The contacts stay masked as
  // the viewer's role and offices decide, and the enquiry leaves the person's list.
  const detail = await readEnquiryDetail({ ...context, scope: { kind: 'all' } }, row.id);
  return detail ? { kind: 'changed', detail, changes } : { kind: 'not-found' };
}

/**
 * An erasure request: deletes every enquiry from this mobile number that the person handling it
 * may see, with its history. Backups age out on their own schedule.
 */
export async function eraseEnquiriesOfPhone(context: AdminContext, phone: string): Promise<number> {
  return deleteEnquiriesOfPhone(context.db, phone, context.scope);
}

/** An enquiry's changes as the audit log says them: "status to answered; a note; reassigned to Patna Branch". */
export function enquiryChangesInWords(changes: readonly EnquiryChange[]): string {
  return changes
    .map((change) => {
      if (change.kind === 'status') return `status to ${enquiryStatusLabels[change.to]}`;
      if (change.kind === 'note') return 'a note';
      return `reassigned to ${change.officeName} (${change.reason})`;
    })
    .join('; ');
}
