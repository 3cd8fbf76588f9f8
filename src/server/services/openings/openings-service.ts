import type { Kysely } from 'kysely';
import {
  istDay,
  mergeOpeningFields,
  type Opening,
  type OpeningFields,
  type OpeningsAdminList,
  type OpeningsHistoryEntry,
} from '#content/index.js';
import { type Openings, openingFieldsSchema, openingsSchema } from '#content/schemas/careers.js';
import { countApplicationsByJob, countApplicationsByStatus } from '#server/db/applications-repository.js';
import { selectRevisionHistory } from '#server/db/content-repository.js';
import { issueJobId } from '#server/db/job-ids-repository.js';
import type { Database } from '#server/db/schema.js';
import type { ContentStore, SaveOutcome } from '#server/services/content/content-store.js';
import { messagesByField } from '#shared/content.js';
import { describeOpeningsChange, historyLine } from './describe-openings-change.js';

/**
 * HR's openings (issue 28): the `openings` content collection changed one action at a time, each
 * a new revision of the content store (so its history and restore still apply), with Job IDs
 * given by the database and a lifecycle draft → open → closed (and reopen).
 */

export type OpeningChangeOutcome =
  | { kind: 'saved'; revision: number; id: string }
  /** A field breaks the rules: a message per field, in words. Nothing is saved. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Another change was saved since `baseRevision`: nothing is saved. */
  | { kind: 'conflict'; latestRevision: number }
  | { kind: 'not-found' }
  /** The change is not allowed as things stand: the message says why. */
  | { kind: 'refused'; message: string };

type OpeningsContext = { db: Kysely<Database>; store: ContentStore; now: () => Date };

/** The published openings and their revision number. */
export async function publishedOpenings(
  store: ContentStore,
): Promise<{ openings: Opening[]; revision: number }> {
  const published = await store.published();
  const revision = published.summaries.find((summary) => summary.collection === 'openings')?.revision ?? 1;
  return { openings: published.content.openings.openings, revision };
}

/** Applicants per Job ID: all of them, and those still new (pending). */
async function applicantCounts(db: Kysely<Database>) {
  const counts = new Map<string, { total: number; new: number }>();
  for (const row of await countApplicationsByJob(db)) {
    const entry = counts.get(row.jobId) ?? { total: 0, new: 0 };
    entry.total += row.count;
    if (row.status === 'pending') entry.new += row.count;
    counts.set(row.jobId, entry);
  }
  return counts;
}

export async function listOpeningsForAdmin({ db, store }: OpeningsContext): Promise<OpeningsAdminList> {
  const { openings, revision } = await publishedOpenings(store);
  const counts = await applicantCounts(db);
  const { offices } = (await store.published()).content.branches;
  return {
    revision,
    locations: [...new Set(offices.map((office) => office.city))],
    openings: openings.map((opening) => {
      const applicants = counts.get(opening.id) ?? { total: 0, new: 0 };
      return { opening, applicants, deletable: opening.status !== 'open' && applicants.total === 0 };
    }),
  };
}

/** The per-opening view's counts: its applications by status. */
export function openingStatusCounts({ db }: OpeningsContext, id: string) {
  return countApplicationsByStatus(db, id);
}

/**
 * The fields HR sent merged into `stored` (mergeOpeningFields) and checked with the editor's
 * schema: the parsed fields, or a message per field.
 */
function checkFields(stored: Partial<OpeningFields>, sent: Readonly<Record<string, unknown>>) {
  const parsed = openingFieldsSchema.safeParse(mergeOpeningFields(stored, sent));
  return parsed.success
    ? ({ kind: 'valid', fields: parsed.data } as const)
    : ({ kind: 'invalid', fields: messagesByField(parsed.error.issues) } as const);
}

/** Publishes the changed list of openings on `baseRevision`, naming the opening it was about. */
async function publish(
  { store }: OpeningsContext,
  openings: Opening[],
  baseRevision: number,
  author: string,
  id: string,
): Promise<OpeningChangeOutcome> {
  const outcome = await store.save('openings', { openings } satisfies Openings, baseRevision, author);
  return openingOutcome(outcome, id);
}

/** The content store's answer for the one collection HR changed, as the openings routes answer it. */
function openingOutcome(outcome: SaveOutcome, id: string): OpeningChangeOutcome {
  switch (outcome.kind) {
    case 'saved':
      return { kind: 'saved', revision: outcome.revisions[0]?.revision ?? 0, id };
    case 'invalid':
      return { kind: 'invalid', fields: outcome.fields };
    case 'conflict':
      return { kind: 'conflict', latestRevision: outcome.conflicts[0]?.latestRevision ?? 0 };
  }
}

/** A new draft, first in the list, with the next Job ID. */
export async function createOpening(
  context: OpeningsContext,
  change: { fields: Readonly<Record<string, unknown>>; baseRevision: number; author: string },
): Promise<OpeningChangeOutcome> {
  const checked = checkFields({}, change.fields);
  if (checked.kind === 'invalid') return checked;
  return addDraft(context, checked.fields, change.baseRevision, change.author);
}

async function addDraft(
  context: OpeningsContext,
  fields: Omit<Opening, 'id' | 'status' | 'datePosted'>,
  baseRevision: number,
  author: string,
): Promise<OpeningChangeOutcome> {
  const { openings, revision } = await publishedOpenings(context.store);
  if (revision !== baseRevision) return { kind: 'conflict', latestRevision: revision };
  if (openings.some((opening) => opening.title === fields.title)) {
    return { kind: 'invalid', fields: { title: `Title: another opening is already called ${fields.title}` } };
  }
  const appliedFor = (await countApplicationsByJob(context.db)).map((row) => row.jobId);
  const id = await issueJobId(context.db, [...openings.map((opening) => opening.id), ...appliedFor]);
  if (!id) return { kind: 'refused', message: 'Every Job ID from 001 to 999 has been given' };
  const draft: Opening = { id, status: 'draft', ...fields };
  return publish(context, [draft, ...openings], baseRevision, author, id);
}

/**
 * Changes what HR writes of an opening: the fields sent, merged into the stored ones (a field not
 * sent stays as it is); its Job ID, status and days stay.
 */
export async function updateOpening(
  context: OpeningsContext,
  change: { id: string; fields: Readonly<Record<string, unknown>>; baseRevision: number; author: string },
): Promise<OpeningChangeOutcome> {
  return changeOne(context, change, (opening) => {
    const { id, status, datePosted, dateClosed, ...stored } = opening;
    const checked = checkFields(stored, change.fields);
    if (checked.kind === 'invalid') return checked;
    return { kind: 'changed', opening: { id, status, datePosted, dateClosed, ...checked.fields } };
  });
}

/** A new draft copying an opening's fields, titled "… (copy)". */
export async function duplicateOpening(
  context: OpeningsContext,
  change: { id: string; baseRevision: number; author: string },
): Promise<OpeningChangeOutcome> {
  const { openings } = await publishedOpenings(context.store);
  const original = openings.find((opening) => opening.id === change.id);
  if (!original) return { kind: 'not-found' };
  const { id: _id, status: _status, datePosted: _datePosted, dateClosed: _dateClosed, ...fields } = original;
  const title = copyTitle(original.title, openings);
  return addDraft(context, { ...fields, title }, change.baseRevision, change.author);
}

function copyTitle(title: string, openings: readonly Opening[]): string {
  for (let copy = 1; ; copy += 1) {
    const candidate = copy === 1 ? `${title} (copy)` : `${title} (copy ${copy})`;
    if (!openings.some((opening) => opening.title === candidate)) return candidate.slice(0, 80);
  }
}

/**
 * Opens (or reopens) an opening, posting it today, or closes it: it leaves /careers, its
 * JobPosting data and the assistant's answers with this revision; its applications stay.
 */
export async function setOpeningStatus(
  context: OpeningsContext,
  change: { id: string; status: 'open' | 'closed'; baseRevision: number; author: string },
): Promise<OpeningChangeOutcome> {
  const today = istDay(context.now());
  return changeOne(context, change, (opening) => {
    if (opening.status === change.status) {
      return { kind: 'refused', message: `${opening.id} ${opening.title} is already ${change.status}` };
    }
    if (change.status === 'closed') {
      return { kind: 'changed', opening: { ...opening, status: 'closed', dateClosed: today } };
    }
    if (opening.validThrough && opening.validThrough < today) {
      return {
        kind: 'invalid',
        fields: { validThrough: 'Open until: the day has passed; choose a later day before opening it' },
      };
    }
    const { dateClosed: _reopened, ...reopened } = opening;
    return { kind: 'changed', opening: { ...reopened, status: 'open', datePosted: today } };
  });
}

/** Deletes a draft or a closed opening that has no applications. Its Job ID is not given again. */
export async function deleteOpening(
  context: OpeningsContext,
  change: { id: string; baseRevision: number; author: string },
): Promise<OpeningChangeOutcome> {
  const { openings, revision } = await publishedOpenings(context.store);
  if (revision !== change.baseRevision) return { kind: 'conflict', latestRevision: revision };
  const opening = openings.find((candidate) => candidate.id === change.id);
  if (!opening) return { kind: 'not-found' };
  if (opening.status === 'open') {
    return { kind: 'refused', message: `Close ${opening.id} ${opening.title} before deleting it` };
  }
  const applicants = (await applicantCounts(context.db)).get(opening.id)?.total ?? 0;
  if (applicants > 0) {
    return {
      kind: 'refused',
      message: `${opening.id} ${opening.title} has ${applicants} application${applicants === 1 ? '' : 's'}: it stays, closed`,
    };
  }
  const rest = openings.filter((candidate) => candidate.id !== change.id);
  return publish(context, rest, change.baseRevision, change.author, change.id);
}

/** Puts the openings in HR's order: `ids` must name each opening once. */
export async function reorderOpenings(
  context: OpeningsContext,
  change: { ids: readonly string[]; baseRevision: number; author: string },
): Promise<OpeningChangeOutcome> {
  const { openings, revision } = await publishedOpenings(context.store);
  if (revision !== change.baseRevision) return { kind: 'conflict', latestRevision: revision };
  const reordered = change.ids.flatMap((id) => openings.filter((opening) => opening.id === id));
  if (reordered.length !== openings.length || new Set(change.ids).size !== change.ids.length) {
    return { kind: 'refused', message: 'The order must name every opening once' };
  }
  return publish(context, reordered, change.baseRevision, change.author, change.ids[0] ?? '');
}

type OneChange =
  | { kind: 'changed'; opening: Opening }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; fields: Record<string, string> };

async function changeOne(
  context: OpeningsContext,
  change: { id: string; baseRevision: number; author: string },
  apply: (opening: Opening) => OneChange,
): Promise<OpeningChangeOutcome> {
  const { openings, revision } = await publishedOpenings(context.store);
  if (revision !== change.baseRevision) return { kind: 'conflict', latestRevision: revision };
  const opening = openings.find((candidate) => candidate.id === change.id);
  if (!opening) return { kind: 'not-found' };
  const result = apply(opening);
  if (result.kind !== 'changed') return result;
  const changed = openings.map((candidate) => (candidate.id === change.id ? result.opening : candidate));
  return publish(context, changed, change.baseRevision, change.author, change.id);
}

/** Who the scheduled closing is credited to in the history. */
export const SCHEDULED_CLOSING_AUTHOR = 'the Open until date';

/**
 * The scheduled job: closes each open opening whose "Open until" day has passed (IST), as one
 * revision. The pages already hide it from the next day; this makes its status say so, for HR.
 */
export async function closeExpiredOpenings(context: OpeningsContext): Promise<{ closed: string[] }> {
  const today = istDay(context.now());
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { openings, revision } = await publishedOpenings(context.store);
    const expired = openings.filter(
      (opening) =>
        opening.status === 'open' && opening.validThrough !== undefined && opening.validThrough < today,
    );
    if (expired.length === 0) return { closed: [] };
    const closed = openings.map((opening) =>
      expired.includes(opening) ? { ...opening, status: 'closed' as const, dateClosed: today } : opening,
    );
    const outcome = await context.store.save(
      'openings',
      { openings: closed },
      revision,
      SCHEDULED_CLOSING_AUTHOR,
    );
    if (outcome.kind === 'saved') return { closed: expired.map((opening) => opening.id) };
    if (outcome.kind === 'invalid')
      throw new Error(`closing expired openings: ${JSON.stringify(outcome.fields)}`);
  }
  throw new Error('closing expired openings: the openings kept changing');
}

const HISTORY_LINES = 100;

/** The openings' history in words, newest first, each with the revision its Undo brings back. */
export async function openingsHistory({ db }: OpeningsContext): Promise<OpeningsHistoryEntry[]> {
  // One more than shown: the document before the oldest line shown.
  const rows = await selectRevisionHistory(db, 'openings', HISTORY_LINES + 1);
  const documents = rows.map((row) => openingsSchema.safeParse(JSON.parse(row.document)));
  return rows.slice(0, HISTORY_LINES).map((row, index) => {
    const after = documents[index];
    const before = documents[index + 1];
    const previous = rows[index + 1];
    const changes = after?.success
      ? describeOpeningsChange(before?.success ? before.data : undefined, after.data)
      : ['A version the openings no longer accept'];
    return {
      revision: row.revision,
      line: historyLine(changes, row.author, row.created_at, row.restored_from),
      undoTo: previous && previous.revision === row.revision - 1 ? previous.revision : null,
    };
  });
}
