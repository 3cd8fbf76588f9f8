import type { StaffRole } from '#shared/accounts.js';

export const adminTabIds = [
  'analytics',
  'applications',
  'enquiries',
  'content',
  'users',
  'audit',
  'account',
] as const;
export type AdminTabId = (typeof adminTabIds)[number];

/**
 * The dashboard tabs each role sees (issue 26: a tab a role cannot use is not shown). The server's
 * table (admin-route-roles.ts) is what enforces it; role-tabs.test.ts checks the two agree.
 */
export const roleTabs: Record<StaffRole, readonly AdminTabId[]> = {
  owner: adminTabIds,
  hr: ['applications', 'account'],
  editor: ['content', 'account'],
  branch: ['analytics', 'enquiries', 'account'],
};

/** A person who must set up a second factor sees only My account until they have one. */
export const factorSetupTabs: readonly AdminTabId[] = ['account'];

/** Whether the signed-in role sees the tab `id` (only My account while a second factor must be set up). */
export function roleSeesTab(role: StaffRole, id: string, factorSetupRequired = false): boolean {
  const tabs: readonly string[] = factorSetupRequired ? factorSetupTabs : roleTabs[role];
  return tabs.includes(id);
}
