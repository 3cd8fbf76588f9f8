import type { PageMeta } from '#web/app/page-meta.js';

/** The admin screens are rendered in the browser only and are never indexed. */
export const superAdminMeta: PageMeta = {
  title: 'Super Admin',
  description: 'Administration area.',
  noindex: true,
};
