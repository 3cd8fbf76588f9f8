// The content studio: every collection's editor, drafts, previews, revisions, media and the
// launch checklist.

export { useLaunchChecklist } from '#web/admin/api/content-queries.js';
export { splitChecklistItems } from './checklist-items.js';

/** The studio brings the content schemas and the form: a chunk of its own, loaded on demand. */
export const loadContentTab = () => import('./content-tab.js');
