import { describe, expect, it } from 'vitest';
import { adminRouteAccess, roleMayUse } from '#server/routes/admin-route-roles.js';
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
  account: ['GET /api/auth/second-factors', {}],
};

describe('roleTabs', () => {
  it('gives the owner every tab and each other role only its own', () => {
    expect(roleTabs.owner).toEqual(adminTabIds);
    expect(roleTabs.hr).toEqual(['applications', 'account']);
    expect(roleTabs.editor).toEqual(['content', 'account']);
    expect(roleTabs.branch).toEqual(['analytics', 'enquiries', 'account']);
  });

  it.each(staffRoles)(
    'shows %s only what a session may call while a second factor must be set up',
    (role) => {
      expect(adminTabIds.filter((id) => roleSeesTab(role, id, true))).toEqual(['account']);
      for (const id of adminTabIds) {
        const [key] = tabRoute[id];
        expect({ id, sees: roleSeesTab(role, id, true) }).toEqual({
          id,
          sees: adminRouteAccess[key]?.duringFactorSetup === true,
        });
      }
    },
  );

  it.each(staffRoles)('matches what the server lets %s call', (role) => {
    for (const id of adminTabIds) {
      const [key, params] = tabRoute[id];
      expect({ id, sees: roleSeesTab(role, id) }).toEqual({ id, sees: roleMayUse(key, role, params) });
    }
  });
});
