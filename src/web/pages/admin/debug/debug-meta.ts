import type { PageMeta } from '#web/app/page-meta.js';

/** The admin screens are rendered in the browser only and are never indexed. */
export const debugMeta: PageMeta = {
  title: 'Debug SuperAdmin',
  description: 'Administration diagnostics.',
  noindex: true,
};
