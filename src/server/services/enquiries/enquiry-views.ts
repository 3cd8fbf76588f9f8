import type { SiteContent } from '#content/index.js';
import type { EnquiryRow } from '#server/db/enquiries-repository.js';
import type { EnquiryAdminView } from '#shared/enquiries.js';
import {
  type ContactViewer,
  maskedEmail,
  maskedPhone,
  seesEnquiryContacts,
} from '#shared/enquiry-contacts.js';
import { answeringHours, businessMinutesBetween } from './business-hours.js';

/**
 * True when a new enquiry nobody has answered (no status change, no note) has waited longer than
 * the routing rules allow, in its office's business hours.
 */
export function isOverdue(
  row: Pick<EnquiryRow, 'status' | 'created_at' | 'first_response_at' | 'office_id'>,
  content: SiteContent,
  now: Date,
): boolean {
  if (row.status !== 'new' || row.first_response_at !== null) return false;
  const hours = answeringHours(row.office_id, content);
  const waited = businessMinutesBetween(row.created_at, now.toISOString(), hours);
  return waited >= content.enquiryRouting.reminderAfterHours * 60;
}

/**
 * An enquiry row as `viewer` reads it: its phone and e-mail masked unless the one rule
 * (shared/enquiry-contacts.ts) lets them see this office's contacts. Every list, detail and CSV
 * row is made here.
 */
export function enquiryAdminView(
  row: EnquiryRow,
  content: SiteContent,
  now: Date,
  viewer: ContactViewer,
): EnquiryAdminView {
  const contactsShown = seesEnquiryContacts(viewer, row.office_id);
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    name: row.name,
    phone: contactsShown ? row.phone : maskedPhone(row.phone),
    email: row.email === null || contactsShown ? row.email : maskedEmail(row.email),
    contactsShown,
    place: row.place,
    district: row.district,
    brand: row.brand,
    product: row.product,
    quantity: row.quantity,
    message: row.message,
    customerType: row.customer_type,
    topic: row.topic,
    sourcePage: row.source_page,
    language: row.language,
    officeId: row.office_id,
    officeName: row.office_name,
    routingReason: row.routing_reason,
    status: row.status,
    firstResponseAt: row.first_response_at,
    overdue: isOverdue(row, content, now),
  };
}
