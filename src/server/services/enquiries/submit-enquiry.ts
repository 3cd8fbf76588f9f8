import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { contentInLanguage } from '#content/content-in-language.js';
import { branchPhone, legalName, type SiteContent } from '#content/index.js';
import { type EnquiryRow, findRepeatedEnquiry, insertEnquiry } from '#server/db/enquiries-repository.js';
import type { Database } from '#server/db/schema.js';
import type { Say, SayInLanguage } from '#server/services/say-in-language.js';
import { honeypotFieldName } from '#shared/careers.js';
import type { EnquiryReceipt, EnquirySubmission } from '#shared/enquiries.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { officeNotification, visitorConfirmation } from './enquiry-emails.js';
import type { EnquiryMailer } from './enquiry-mailer.js';
import { routeEnquiry } from './enquiry-routing.js';

const defaultLanguage = defaultLanguageOf(siteLanguages);

/** The same phone and need within this long is the same enquiry sent again. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** Letters and digits no one misreads on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newReference(): string {
  let reference = 'E';
  for (let index = 0; index < 7; index += 1)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A digest of what the visitor needs, as they wrote it give or take case and spacing. */
function needKey(enquiry: EnquirySubmission): string {
  const parts = [enquiry.topic, enquiry.brand, enquiry.product, enquiry.quantity, enquiry.message];
  const normalized = parts
    .map((part) =>
      String(part ?? '')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('|');
  return createHash('sha256').update(normalized).digest('hex');
}

/**
 * The name, phone and e-mail of whoever answers an enquiry: a topic desk, else the office. The
 * name as the stored enquiry has it (staff, and English pages, read it so), or, given another
 * language's code, as a page in that language names it ('পাটনা শাখা'): what the visitor is told.
 */
export function answeringContact(
  row: Pick<EnquiryRow, 'office_id' | 'office_name'>,
  content: SiteContent,
  languageCode?: string,
) {
  const said =
    languageCode === undefined || languageCode === defaultLanguage.code
      ? undefined
      : contentInLanguage(content, languageCode).content;
  const desks = content.enquiryRouting.topicDesks;
  // A desk is known by its English name, which the enquiry stored; its translation sits at its place.
  const deskIndex = desks.findIndex(
    (candidate) => candidate.officeId === row.office_id && candidate.name === row.office_name,
  );
  const desk = desks[deskIndex];
  if (desk) {
    const name = said?.enquiryRouting.topicDesks[deskIndex]?.name ?? desk.name;
    return { name, phone: desk.phone, email: desk.email };
  }
  const byId = (candidate: { id: string }) => candidate.id === row.office_id;
  const office = content.branches.offices.find(byId);
  return {
    name: said?.branches.offices.find(byId)?.name ?? row.office_name,
    phone: (office && branchPhone(office)) ?? null,
    email: office?.email ?? null,
  };
}

/** What the visitor is told: the reference, and who will call in the language of their page. */
function receiptOf(
  row: Pick<EnquiryRow, 'reference' | 'office_id' | 'office_name'>,
  content: SiteContent,
  languageCode: string,
  repeated: boolean,
): EnquiryReceipt {
  const contact = answeringContact(row, content, languageCode);
  return { reference: row.reference, office: { name: contact.name, phone: contact.phone }, repeated };
}

export type EnquiryOutcome = { kind: 'stored'; receipt: EnquiryReceipt } | { kind: 'honeypot' };

type SubmitOptions = {
  db: Kysely<Database>;
  content: SiteContent;
  now: Date;
  mailer: EnquiryMailer | undefined;
  siteUrl: string;
  /** The site's translator: the visitor's confirmation is said in the enquiry's language. */
  say: SayInLanguage;
};

/**
 * Routes and stores an enquiry, then tells the office (and, with an e-mail, the visitor). The
 * same phone and need within 10 minutes answers with the first enquiry's reference: a double
 * click, a retry after a lost answer, or the form sent twice are one enquiry.
 */
export async function submitEnquiry(
  enquiry: EnquirySubmission,
  options: SubmitOptions,
): Promise<EnquiryOutcome> {
  if (enquiry[honeypotFieldName]) return { kind: 'honeypot' };
  const { db, content, now } = options;
  const key = needKey(enquiry);
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString();
  const earlier = await findRepeatedEnquiry(db, enquiry.phone, key, since);
  if (earlier) return { kind: 'stored', receipt: receiptOf(earlier, content, enquiry.language, true) };

  const decision = routeEnquiry(enquiry, content);
  const createdAt = now.toISOString();
  const row = {
    reference: newReference(),
    created_at: createdAt,
    name: enquiry.name,
    phone: enquiry.phone,
    email: enquiry.email ?? null,
    place: enquiry.place,
    district: decision.district,
    brand: enquiry.brand ?? null,
    product: enquiry.product ?? null,
    quantity: enquiry.quantity ?? null,
    message: enquiry.message ?? null,
    customer_type: enquiry.customerType,
    topic: enquiry.topic,
    source_page: enquiry.sourcePage ?? null,
    language: enquiry.language,
    office_id: decision.officeId,
    office_name: decision.officeName,
    routing_reason: decision.reason,
    status: 'new' as const,
    first_response_at: null,
    reminder_sent_at: null,
    updated_at: createdAt,
    need_key: key,
    duplicate_window: Math.floor(now.getTime() / REPEAT_WINDOW_MS),
  };
  const id = await insertEnquiry(db, row);
  if (id === undefined) {
    // The same enquiry stored by a concurrent request a moment ago: answer with its reference.
    const stored = await findRepeatedEnquiry(db, enquiry.phone, key, since);
    if (!stored) throw new Error('an enquiry conflicted with one that is not there');
    return { kind: 'stored', receipt: receiptOf(stored, content, enquiry.language, true) };
  }

  const facts = {
    id,
    reference: row.reference,
    officeName: decision.officeName,
    officePhone: decision.phone,
    language: row.language,
  };
  if (options.mailer) {
    if (decision.email)
      options.mailer.send(
        officeNotification(facts, decision.email, options.siteUrl),
        'office-notification',
        row.reference,
      );
    if (enquiry.email) {
      const visitorFacts = { ...facts, officeName: answeringContact(row, content, row.language).name };
      const say: Say = (source, values) => options.say(row.language, source, values);
      options.mailer.confirm(
        visitorConfirmation(visitorFacts, enquiry.email, legalName(content), say),
        row.reference,
      );
    }
  }
  return { kind: 'stored', receipt: receiptOf(row, content, row.language, false) };
}
