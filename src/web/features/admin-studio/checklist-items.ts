import type { LaunchChecklistItem } from '#shared/content.js';

/**
 * The checklist split in two: the owner's sign-in e-mail (no content field, said apart) and the
 * content values still samples. The tab badge and the checklist title both count `contentSamples`,
 * so they never disagree.
 */
export function splitChecklistItems(items: readonly LaunchChecklistItem[]): {
  ownerEmail: LaunchChecklistItem | undefined;
  contentSamples: LaunchChecklistItem[];
} {
  const ownerEmail = items.find((item) => item.reason === 'sample-owner-email');
  return { ownerEmail, contentSamples: items.filter((item) => item !== ownerEmail) };
}
