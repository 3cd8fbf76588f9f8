import { describe, expect, it } from 'vitest';
import { staffRoles } from './accounts.js';
import { adminTabIds, roleMayUse, roleSeesTab } from './role-access.js';

describe('the tabs each role sees', () => {
  const tabsOf = (role: (typeof staffRoles)[number], factorSetupRequired = false) =>
    adminTabIds.filter((id) => roleSeesTab(role, id, factorSetupRequired));

  it('gives the owner every tab and each other role only its own (issue 26)', () => {
    expect(tabsOf('owner')).toEqual([
      'analytics',
      'applications',
      'enquiries',
      'content',
      'users',
      'audit',
      'account',
    ]);
    expect(tabsOf('hr')).toEqual(['applications', 'account']);
    expect(tabsOf('editor')).toEqual(['content', 'account']);
    expect(tabsOf('branch')).toEqual(['analytics', 'enquiries', 'account']);
  });

  it.each(staffRoles)('shows %s only My account while a second factor must be set up', (role) => {
    expect(tabsOf(role, true)).toEqual(['account']);
  });

  it('shows no one a tab that does not exist', () => {
    expect(staffRoles.filter((role) => roleSeesTab(role, 'settings'))).toEqual([]);
  });
});

describe('roleMayUse', () => {
  it('lets the owner use every declared route and no one an undeclared one', () => {
    expect(roleMayUse('GET /api/admin/audit', 'owner', {})).toBe(true);
    expect(staffRoles.filter((role) => roleMayUse('GET /api/admin/forgotten', role, {}))).toEqual([]);
  });

  it("lets HR use a collection's routes for the job openings only", () => {
    expect(roleMayUse('PUT /api/content/:collection', 'hr', { collection: 'openings' })).toBe(true);
    expect(roleMayUse('PUT /api/content/:collection', 'hr', { collection: 'company' })).toBe(false);
    expect(roleMayUse('PUT /api/content/:collection', 'editor', { collection: 'company' })).toBe(true);
  });
});
