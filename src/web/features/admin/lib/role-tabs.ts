import type { StaffRole } from '#shared/accounts.js';

export const adminTabIds = ['analytics', 'applications', 'enquiries', 'content', 'users', 'audit'] as const;
export type AdminTabId = (typeof adminTabIds)[number];

/**
 * The dashboard tabs each role sees (issue 26: a tab a role cannot use is not shown). The server's
 * table (admin-route-roles.ts) is what enforces it; role-tabs.test.ts checks the two agree.
 */
export const roleTabs: Record<StaffRole, readonly AdminTabId[]> = {
  owner: adminTabIds,
  hr: ['applications'],
  editor: ['content'],
  branch: ['analytics', 'enquiries'],
};

/** Whether the signed-in role sees the tab `id`. */
export function roleSeesTab(role: StaffRole, id: string): boolean {
  return (roleTabs[role] as readonly string[]).includes(id);
}
