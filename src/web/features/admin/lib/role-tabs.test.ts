import { describe, expect, it } from 'vitest';
import { roleMayUse } from '#server/routes/admin-route-roles.js';
import { staffRoles } from '#shared/accounts.js';
import { adminTabIds, roleSeesTab, roleTabs } from './role-tabs.js';

/** The server route each tab's first read calls: a role sees the tab exactly when it may call it. */
const tabRoute: Record<(typeof adminTabIds)[number], [string, Record<string, string>]> = {
  analytics: ['GET /api/analytics/summary', {}],
  applications: ['GET /api/careers/applications', {}],
  enquiries: ['GET /api/admin/enquiries', {}],
  content: ['GET /api/content/checklist', {}],
  users: ['GET /api/admin/users', {}],
  audit: ['GET /api/admin/audit', {}],
};

describe('roleTabs', () => {
  it('gives the owner every tab and each other role only its own', () => {
    expect(roleTabs.owner).toEqual(adminTabIds);
    expect(roleTabs.hr).toEqual(['applications']);
    expect(roleTabs.editor).toEqual(['content']);
    expect(roleTabs.branch).toEqual(['analytics', 'enquiries']);
  });

  it.each(staffRoles)('matches what the server lets %s call', (role) => {
    for (const id of adminTabIds) {
      const [key, params] = tabRoute[id];
      expect({ id, sees: roleSeesTab(role, id) }).toEqual({ id, sees: roleMayUse(key, role, params) });
    }
  });
});
