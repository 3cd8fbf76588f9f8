import { collections, isCollectionName, joinAsSentence } from '#content/index.js';
import { type AuditAction, type AuditEntry, auditActionLabels } from '#shared/audit.js';

/**
 * The audit log's rows in words (issue 45): the rows keep what the routes wrote ("heroSlides",
 * "revision 2", "media <hash>", "with totp"), and every reader (the Audit tab, its CSV) gets them
 * through `auditEntryInWords`, so old rows read as well as new ones. Collections are named by
 * their titles in src/content/collections.ts.
 */

const secondFactorWords: Record<string, string> = {
  totp: 'an authenticator app',
  'recovery-code': 'a recovery code',
  passkey: 'a passkey',
};

/** "Home page hero slides" for "heroSlides"; anything else as it is. */
function collectionTitle(name: string): string {
  return isCollectionName(name) ? `“${collections[name].title}”` : name;
}

/** "branches, services" as "“Branches and offices” and “Services”". */
function collectionList(names: string): string {
  return joinAsSentence(names.split(', ').map(collectionTitle));
}

const mediaTarget = /^media ([0-9a-f]{64})$/;

/** The media a row names, by id: what a reader looks up to name the files. */
export function mediaIdOf(entry: Pick<AuditEntry, 'target'>): string | undefined {
  return mediaTarget.exec(entry.target)?.[1];
}

/** "revision 2" and "branches revision 3, services revision 4" as published collections in words. */
function publishedInWords(target: string, summary: string): string {
  const single = /^revision (\d+)$/.exec(summary);
  if (single) return `Published ${collectionTitle(target)} (revision ${single[1]})`;
  const opening = /^(.+) (\S+): revision (\d+)$/.exec(summary);
  if (opening && target === 'openings') {
    return `${opening[1]} ${opening[2]}: published ${collectionTitle(target)} (revision ${opening[3]})`;
  }
  const parts = summary.split(', ').map((part) => /^(\w+) revision (\d+)$/.exec(part));
  if (parts.every((part) => part !== null)) {
    const described = parts.map((part) => `${collectionTitle(part[1] ?? '')} (revision ${part[2]})`);
    return `Published ${joinAsSentence(described)} together`;
  }
  return summary;
}

/** How an export's filter (the query, as JSON) is named in words, by query field. */
const exportFilterWords: Record<string, (value: string) => string> = {
  timeframe: (value) => `period ${value}`,
  dataset: (value) => `${value} data`,
  accountId: (value) => `person no. ${value}`,
  action: (value) => `“${auditActionLabels[value as AuditAction] ?? value}” rows`,
  from: (value) => `from ${value}`,
  to: (value) => `to ${value}`,
};

/** '{"from":"2026-01-01","action":"sign-in"}' as "from 2026-01-01, “Signed in” rows". */
function exportFilterInWords(summary: string): string {
  let filter: unknown;
  try {
    filter = JSON.parse(summary);
  } catch {
    return summary;
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return summary;
  const parts = Object.entries(filter).map(([name, value]) =>
    (exportFilterWords[name] ?? ((text: string) => `${name} ${text}`))(String(value)),
  );
  return parts.length === 0 ? 'all rows' : parts.join(', ');
}

function summaryInWords(entry: AuditEntry): string {
  const { action, target, summary } = entry;
  switch (action) {
    case 'content-publish':
      return publishedInWords(target, summary);
    case 'content-restore': {
      const restored = /^revision (\d+) published again as revision (\d+)$/.exec(summary);
      return restored
        ? `Brought back revision ${restored[1]} of ${collectionTitle(target)} (now revision ${restored[2]})`
        : summary;
    }
    case 'sign-in': {
      const method = /^with (totp|recovery-code)$/.exec(summary)?.[1];
      return method ? `with ${secondFactorWords[method]}` : summary;
    }
    case 'csv-export':
      return exportFilterInWords(summary);
    case 'media-removal':
      // The name the file had, which the target now shows.
      return '';
    case 'second-factor-used':
    case 'second-factor-failed':
      return secondFactorWords[summary] ? `with ${secondFactorWords[summary]}` : summary;
    default:
      return summary;
  }
}

function targetInWords(entry: AuditEntry, mediaNames: ReadonlyMap<string, string>): string {
  const mediaId = mediaIdOf(entry);
  if (mediaId !== undefined) return mediaNames.get(mediaId) ?? 'a file since removed';
  if (entry.action.startsWith('content-')) return collectionList(entry.target);
  return entry.target;
}

/** A row as people read it: collections by their titles, files by their names, methods in words. */
export function auditEntryInWords(entry: AuditEntry, mediaNames: ReadonlyMap<string, string>): AuditEntry {
  return { ...entry, target: targetInWords(entry, mediaNames), summary: summaryInWords(entry) };
}
