import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { analyticsDayStart, nextAnalyticsDay } from '#shared/analytics.js';
import type { EnquiriesQuery, EnquiryEvent, EnquiryStatus } from '#shared/enquiries.js';
import type { Database, EnquiriesTable } from './schema.js';

/** Enquiries and their events. Every function takes a transaction or the database. */

export type EnquiryRow = Selectable<EnquiriesTable>;
export type NewEnquiryRow = Insertable<EnquiriesTable>;

/** Which offices' enquiries a request may see: all, or those of some offices. */
export type EnquiryScope = { kind: 'all' } | { kind: 'offices'; officeIds: readonly string[] };

/** Stores an enquiry; its id, or undefined when the same phone and need are already in its window. */
export async function insertEnquiry(db: Kysely<Database>, row: NewEnquiryRow): Promise<number | undefined> {
  const inserted = await db
    .insertInto('enquiries')
    .values(row)
    .onConflict((conflict) => conflict.columns(['phone', 'need_key', 'duplicate_window']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The earliest enquiry with this phone and need since `since` (an ISO time), if any. */
export async function findRepeatedEnquiry(
  db: Kysely<Database>,
  phone: string,
  needKey: string,
  since: string,
): Promise<EnquiryRow | undefined> {
  return db
    .selectFrom('enquiries')
    .selectAll()
    .where('phone', '=', phone)
    .where('need_key', '=', needKey)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

function inScope<O>(
  query: SelectQueryBuilder<Database, 'enquiries', O>,
  scope: EnquiryScope,
): SelectQueryBuilder<Database, 'enquiries', O> {
  if (scope.kind === 'all') return query;
  if (scope.officeIds.length === 0) return query.where('office_id', '=', '');
  return query.where('office_id', 'in', [...scope.officeIds]);
}

type EnquiryFilters = Omit<EnquiriesQuery, 'limit' | 'offset'>;

function filtered<O>(
  query: SelectQueryBuilder<Database, 'enquiries', O>,
  filters: EnquiryFilters,
  scope: EnquiryScope,
): SelectQueryBuilder<Database, 'enquiries', O> {
  let scoped = inScope(query, scope);
  if (filters.officeId) scoped = scoped.where('office_id', '=', filters.officeId);
  if (filters.status) scoped = scoped.where('status', '=', filters.status);
  if (filters.topic) scoped = scoped.where('topic', '=', filters.topic);
  if (filters.sourcePage) scoped = scoped.where('source_page', '=', filters.sourcePage);
  if (filters.language) scoped = scoped.where('language', '=', filters.language);
  if (filters.from) scoped = scoped.where('created_at', '>=', analyticsDayStart(filters.from));
  if (filters.to) scoped = scoped.where('created_at', '<', analyticsDayStart(nextAnalyticsDay(filters.to)));
  return scoped;
}

/** A page of the enquiries matching the filters, newest first, and how many match. */
export async function selectEnquiriesPage(
  db: Kysely<Database>,
  query: EnquiriesQuery,
  scope: EnquiryScope,
): Promise<{ rows: EnquiryRow[]; total: number }> {
  const rows = await filtered(db.selectFrom('enquiries').selectAll(), query, scope)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const counted = await filtered(
    db.selectFrom('enquiries').select((eb) => eb.fn.countAll<number | string>().as('total')),
    query,
    scope,
  ).executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

export async function selectEnquiry(
  db: Kysely<Database>,
  id: number,
  scope: EnquiryScope,
): Promise<EnquiryRow | undefined> {
  return inScope(db.selectFrom('enquiries').selectAll().where('id', '=', id), scope).executeTakeFirst();
}

export async function selectEnquiryEvents(db: Kysely<Database>, enquiryId: number): Promise<EnquiryEvent[]> {
  const rows = await db
    .selectFrom('enquiry_events')
    .select(['kind', 'at', 'from_value', 'to_value', 'text', 'actor_name'])
    .where('enquiry_id', '=', enquiryId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind as EnquiryEvent['kind'],
    at: row.at,
    fromValue: row.from_value,
    toValue: row.to_value,
    text: row.text,
    by: row.actor_name,
  }));
}

/** A change staff made: recorded as an event, and the first one stamps the first response. */
export type EnquiryChange =
  | { kind: 'status'; to: EnquiryStatus }
  | { kind: 'note'; text: string }
  | { kind: 'reassign'; officeId: string; officeName: string; reason: string };

/** Applies staff's changes in one transaction; false when the enquiry is not there. */
export async function changeEnquiry(
  db: Kysely<Database>,
  id: number,
  changes: readonly EnquiryChange[],
  { at, actorName }: { at: string; actorName: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const update: Partial<EnquiryRow> = { updated_at: at };
    for (const change of changes) {
      if (change.kind === 'status') {
        await insertEvent(trx, { enquiryId: id, at, actorName }, 'status', current.status, change.to, null);
        update.status = change.to;
      } else if (change.kind === 'note') {
        await insertEvent(trx, { enquiryId: id, at, actorName }, 'note', null, null, change.text);
      } else {
        await insertEvent(
          trx,
          { enquiryId: id, at, actorName },
          'reassign',
          current.office_name,
          change.officeName,
          change.reason,
        );
        update.office_id = change.officeId;
        update.office_name = change.officeName;
      }
    }
    // Reassigning is routing, not an answer to the visitor: only a status or a note counts.
    if (current.first_response_at === null && changes.some((change) => change.kind !== 'reassign')) {
      update.first_response_at = at;
    }
    await trx.updateTable('enquiries').set(update).where('id', '=', id).execute();
    return true;
  });
}

async function insertEvent(
  db: Kysely<Database>,
  { enquiryId, at, actorName }: { enquiryId: number; at: string; actorName: string | null },
  kind: EnquiryEvent['kind'],
  fromValue: string | null,
  toValue: string | null,
  text: string | null,
) {
  await db
    .insertInto('enquiry_events')
    .values({
      enquiry_id: enquiryId,
      at,
      kind,
      from_value: fromValue,
      to_value: toValue,
      text,
      actor_name: actorName,
    })
    .execute();
}

/** What the summary reads of every enquiry in scope. */
export async function selectEnquiriesForSummary(db: Kysely<Database>, scope: EnquiryScope) {
  return inScope(
    db
      .selectFrom('enquiries')
      .select([
        'office_id',
        'office_name',
        'status',
        'created_at',
        'first_response_at',
        'source_page',
        'brand',
      ]),
    scope,
  ).execute();
}

/** New enquiries not reminded of yet, oldest first: the reminder job picks the overdue ones. */
export async function selectUnremindedNewEnquiries(db: Kysely<Database>): Promise<EnquiryRow[]> {
  return db
    .selectFrom('enquiries')
    .selectAll()
    .where('status', '=', 'new')
    .where('reminder_sent_at', 'is', null)
    .orderBy('created_at')
    .limit(500)
    .execute();
}

/** Marks the reminder sent; false when another instance marked it first. */
export async function markEnquiryReminded(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('enquiries')
    .set({ reminder_sent_at: at })
    .where('id', '=', id)
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await insertEvent(db, { enquiryId: id, at, actorName: null }, 'reminder', null, null, null);
  return true;
}

/** Retention: deletes the enquiries received before `cutoff` (their events go with them). */
export async function deleteEnquiriesBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('enquiries').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Erasure: deletes every enquiry from this mobile number; how many there were. */
export async function deleteEnquiriesOfPhone(
  db: Kysely<Database>,
  phone: string,
  scope: EnquiryScope,
): Promise<number> {
  let query = db.deleteFrom('enquiries').where('phone', '=', phone);
  if (scope.kind === 'offices') query = query.where('office_id', 'in', ['', ...scope.officeIds]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
