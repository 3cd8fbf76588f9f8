import type { RouteHandle } from '../../app/page-meta.js';

/** The admin screens are rendered in the browser only and are never indexed. */
export const superAdminHandle: RouteHandle = {
  meta: () => ({ title: 'Super Admin', description: 'Administration area.', noindex: true }),
};

export const debugHandle: RouteHandle = {
  meta: () => ({ title: 'Debug SuperAdmin', description: 'Administration diagnostics.', noindex: true }),
};
