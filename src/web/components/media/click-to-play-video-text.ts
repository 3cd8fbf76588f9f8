import type { Video } from '#content/types.js';
import type { Translate } from '#web/app/interface-text.js';
import { phrasebookOf } from '#web/app/phrasebook.js';

/** The play button's name, in English: the catalogues' key. */
export const playVideoText = 'Play video: {title}';

/**
 * The play button's name in the page's language, for the island's `playLabel` (decision 0012):
 * the server knows the title, so it is said whole. None on an English page (its props stay as they were).
 */
export function playVideoLabel(text: Translate, video: Video): string | undefined {
  return phrasebookOf(text, [playVideoText], { title: video.title })?.[playVideoText];
}
