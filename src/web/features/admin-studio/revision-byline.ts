import type { ContentRevision } from '#shared/content.js';

/**
 * Who made a revision and when. Revision 1 is the sample content a new database starts with, whose
 * author is not a person, so it reads "First version" instead of "by samples".
 */
export function revisionByline(revision: Pick<ContentRevision, 'revision' | 'author'>, when: string): string {
  if (revision.revision === 1) return `First version, ${when}`;
  return `${when} by ${revision.author}`;
}
