import { type Opening, type Openings, openingFieldsSchema } from '#content/schemas/careers.js';
import { schemaFields, titleInWords } from '#shared/schema-fields.js';

/**
 * The openings' readable history (issue 28): what one revision did, in words, from the document
 * before it and after it ("Closed 005 CRM Executive"). Written as a per-collection describer:
 * `(before, after) => lines`, the shape the content studio's revision summaries take.
 */
export function describeOpeningsChange(before: Openings | undefined, after: Openings): string[] {
  if (!before) return ['First version of the openings'];
  const lines: string[] = [];
  const earlier = new Map(before.openings.map((opening) => [opening.id, opening]));
  const later = new Map(after.openings.map((opening) => [opening.id, opening]));

  for (const opening of after.openings) {
    const previous = earlier.get(opening.id);
    if (!previous) {
      lines.push(`${opening.status === 'draft' ? 'Created draft' : 'Added'} ${named(opening)}`);
      continue;
    }
    const statusLine = statusChange(previous, opening);
    if (statusLine) lines.push(statusLine);
    const edited = editedFields(previous, opening);
    if (edited.length > 0) lines.push(`Edited ${named(opening)}: ${edited.join(', ')}`);
  }
  for (const opening of before.openings) {
    if (!later.has(opening.id)) lines.push(`Deleted ${named(opening)}`);
  }
  const moved = firstMove(before.openings, after.openings);
  if (moved) lines.push(moved);
  return lines.length > 0 ? lines : ['No change to the openings'];
}

/** '005 CRM Executive'. */
function named(opening: Pick<Opening, 'id' | 'title'>): string {
  return `${opening.id} ${opening.title}`;
}

export function statusChange(before: Opening, after: Opening): string | undefined {
  if (before.status === after.status) return undefined;
  if (after.status === 'open') return `${before.status === 'closed' ? 'Reopened' : 'Opened'} ${named(after)}`;
  if (after.status === 'closed') return `Closed ${named(after)}`;
  return `Made ${named(after)} a draft again`;
}

/** Each field HR writes, in the words of its title: "Edited 005 CRM: salary, reports to". */
const fieldWords = schemaFields(openingFieldsSchema).map(({ name, schema }) => ({
  name: name as keyof Opening,
  words: titleInWords(schema.title ?? name),
}));

function editedFields(before: Opening, after: Opening): string[] {
  return fieldWords
    .filter(({ name }) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map(({ words }) => words);
}

/** "Moved 006 Data Analyst above 002 Operations Executive": the first place the order differs. */
function firstMove(before: readonly Opening[], after: readonly Opening[]): string | undefined {
  const kept = (list: readonly Opening[], other: readonly Opening[]) =>
    list.filter((opening) => other.some((candidate) => candidate.id === opening.id));
  const oldOrder = kept(before, after);
  const newOrder = kept(after, before);
  const index = newOrder.findIndex((opening, position) => opening.id !== oldOrder[position]?.id);
  const movedUp = newOrder[index];
  const passed = oldOrder[index];
  if (index < 0 || !movedUp || !passed) return undefined;
  return `Moved ${named(movedUp)} above ${named(passed)}`;
}

/** '3 Dec': the day of a history line, in India. */
export function shortDay(at: string): string {
  return new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
}

/** "Closed 005 CRM Executive — by Priya, 3 Dec" (several changes joined by semicolons). */
export function historyLine(
  changes: readonly string[],
  author: string,
  at: string,
  restoredFrom: number | null,
) {
  const what = changes.join('; ');
  const restored = restoredFrom === null ? '' : `Undone to revision ${restoredFrom}: `;
  return `${restored}${what} — by ${author}, ${shortDay(at)}`;
}
