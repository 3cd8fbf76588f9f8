import type { StaffRole } from './accounts.js';

/**
 * What each staff role may use (issue 26), written once for the server and the browser: the admin
 * routes, which the admin scope's guard checks on every request, and the dashboard's tabs, which
 * the browser shows a role exactly when it may call the route each tab reads first.
 */

type RouteAccess = {
  /** The roles besides the owner's (the owner may use every admin route). */
  roles: readonly Exclude<StaffRole, 'owner'>[];
  /** A role allowed only for some values of a path parameter: HR edits the job openings only. */
  onlyWhere?: Partial<Record<StaffRole, { param: string; values: readonly string[] }>>;
  /**
   * Open to a session whose person must first set up a second factor (their role requires one):
   * signing out, and adding a passkey or an authenticator app. Every other route answers 403.
   */
  duringFactorSetup?: true;
};

const everyone = { roles: ['hr', 'editor', 'branch'] } as const;
/** The signed-in person's own second factors: every role, and usable while setting the first one up. */
const ownFactorSetup = { roles: ['hr', 'editor', 'branch'], duringFactorSetup: true } as const;
const ownerOnly = { roles: [] } as const;
const analytics = { roles: ['branch'] } as const;
/** A branch account sees its own offices' enquiries only (enquiry-scope.ts). */
const enquiries = { roles: ['branch'] } as const;
const applications = { roles: ['hr'] } as const;
const content = { roles: ['editor'] } as const;
/** Content routes of one collection: the editor's, and HR's for the job openings. */
const collectionContent: RouteAccess = {
  roles: ['editor', 'hr'],
  onlyWhere: { hr: { param: 'collection', values: ['openings'] } },
};

/**
 * Who may use each admin route, `METHOD /url` as registered: the one table the admin scope's guard
 * checks on every request (403 for any other role), and the role matrix test walks. A route
 * missing here stops the server from starting, so no route is ever open to every role by omission.
 */
export const adminRouteAccess = {
  'POST /api/auth/logout': ownFactorSetup,
  'GET /api/auth/verify': ownFactorSetup,
  'GET /api/auth/sessions': everyone,
  'DELETE /api/auth/sessions/:id': everyone,
  'GET /api/auth/password': everyone,
  'POST /api/auth/password': everyone,
  'POST /api/auth/password/passkey-options': everyone,
  'POST /api/auth/password/passkey': everyone,
  'GET /api/auth/second-factors': ownFactorSetup,
  'POST /api/auth/passkeys/registration-options': ownFactorSetup,
  'POST /api/auth/passkeys': ownFactorSetup,
  'DELETE /api/auth/passkeys/:id': everyone,
  'POST /api/auth/totp': ownFactorSetup,
  'POST /api/auth/totp/confirm': ownFactorSetup,
  'DELETE /api/auth/totp': everyone,
  'POST /api/auth/recovery-codes': everyone,
  'GET /api/tracking/visitor-count': analytics,
  'GET /api/tracking/recent-activity': analytics,
  'GET /api/analytics/summary': analytics,
  'GET /api/analytics/visitors': analytics,
  'GET /api/analytics/chats': analytics,
  'GET /api/analytics/locations': analytics,
  'GET /api/analytics/timeseries': analytics,
  'GET /api/analytics/languages': analytics,
  'GET /api/analytics/top-pages': analytics,
  'GET /api/analytics/referrers': analytics,
  'GET /api/analytics/browsers': analytics,
  'GET /api/analytics/devices': analytics,
  'GET /api/analytics/export': analytics,
  'GET /api/careers/applications': applications,
  'GET /api/careers/applications/:id/resume': applications,
  'PATCH /api/careers/applications/:id/status': applications,
  'GET /api/careers/applications/:id/history': applications,
  'DELETE /api/careers/applications/:id': applications,
  'GET /api/careers/openings': applications,
  'POST /api/careers/openings': applications,
  'PUT /api/careers/openings/order': applications,
  'GET /api/careers/openings/history': applications,
  'GET /api/careers/openings/:id/counts': applications,
  'PUT /api/careers/openings/:id': applications,
  'POST /api/careers/openings/:id/duplicate': applications,
  'POST /api/careers/openings/:id/status': applications,
  'DELETE /api/careers/openings/:id': applications,
  'GET /api/content': { roles: ['editor', 'hr'] },
  'GET /api/content/checklist': content,
  'POST /api/content/checklist/keeps': content,
  'GET /api/content/schemas': { roles: ['editor', 'hr'] },
  'GET /api/content/:collection': collectionContent,
  'PUT /api/content/:collection': collectionContent,
  'POST /api/content/:collection/previews': collectionContent,
  'GET /api/content/:collection/revisions': collectionContent,
  'GET /api/content/:collection/revisions/:revision/restore-summary': collectionContent,
  'POST /api/content/:collection/restore': collectionContent,
  'GET /api/admin/content/drafts': { roles: ['editor', 'hr'] },
  'GET /api/admin/content/drafts/:collection': collectionContent,
  'PUT /api/admin/content/drafts/:collection': collectionContent,
  'DELETE /api/admin/content/drafts/:collection': collectionContent,
  /** Each named collection is checked as for `PUT /api/content/:collection` (drafts-routes.ts). */
  'POST /api/admin/content/drafts/previews': { roles: ['editor', 'hr'] },
  'POST /api/admin/content/drafts/publish': { roles: ['editor', 'hr'] },
  'POST /api/media': content,
  'GET /api/media': content,
  'DELETE /api/media/:id': content,
  'PATCH /api/media/:id': content,
  'PUT /api/media/:id/focal-point': content,
  'GET /api/docs/openapi.json': everyone,
  'GET /api/admin/users': ownerOnly,
  'POST /api/admin/users': ownerOnly,
  'PATCH /api/admin/users/:id': ownerOnly,
  'DELETE /api/admin/users/:id': ownerOnly,
  'DELETE /api/admin/users/:id/sessions': ownerOnly,
  'POST /api/admin/users/:id/password-reset': ownerOnly,
  'GET /api/admin/enquiries': enquiries,
  'GET /api/admin/enquiries/summary': enquiries,
  'GET /api/admin/enquiries/export': enquiries,
  'GET /api/admin/enquiries/offices': enquiries,
  'GET /api/admin/enquiries/:id': enquiries,
  'PATCH /api/admin/enquiries/:id': enquiries,
  'POST /api/admin/enquiries/erasure': ownerOnly,
  'GET /api/admin/events': everyone,
  'GET /api/admin/audit': ownerOnly,
  'GET /api/admin/audit/export': ownerOnly,
  'GET /api/admin/second-factor-policy': ownerOnly,
  'PUT /api/admin/second-factor-policy': ownerOnly,
} satisfies Record<string, RouteAccess>;
export type AdminRouteKey = keyof typeof adminRouteAccess;

const accessByRoute: ReadonlyMap<string, RouteAccess> = new Map(Object.entries(adminRouteAccess));

/** The table's entry for the route `key` (`METHOD /url`), if it has one. */
export function routeAccess(key: string): RouteAccess | undefined {
  return accessByRoute.get(key);
}

/** The table's key of a route: HEAD answers as its GET does. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** Whether `role` may use the route `key` with these path parameters. */
export function roleMayUse(key: string, role: StaffRole, params: Record<string, string>): boolean {
  const access = routeAccess(key);
  if (!access) return false;
  if (role === 'owner') return true;
  if (!(access.roles as readonly StaffRole[]).includes(role)) return false;
  const limit = access.onlyWhere?.[role];
  return !limit || limit.values.includes(params[limit.param] ?? '');
}

/**
 * The dashboard's tabs in their order, each with the route its first read calls: a role sees a tab
 * exactly when it may call that route, so a tab a role cannot use is not shown (issue 26).
 */
const adminTabs = [
  { id: 'analytics', route: 'GET /api/analytics/summary' },
  { id: 'applications', route: 'GET /api/careers/applications' },
  { id: 'enquiries', route: 'GET /api/admin/enquiries' },
  { id: 'content', route: 'GET /api/content/checklist' },
  { id: 'users', route: 'GET /api/admin/users' },
  { id: 'audit', route: 'GET /api/admin/audit' },
  { id: 'account', route: 'GET /api/auth/second-factors' },
] as const satisfies readonly { id: string; route: AdminRouteKey }[];
export const adminTabIds = adminTabs.map((tab) => tab.id);

/**
 * Whether the signed-in role sees the tab `id`. While a second factor must be set up, only the
 * tabs whose route is open then (`duringFactorSetup`): My account.
 */
export function roleSeesTab(role: StaffRole, id: string, factorSetupRequired = false): boolean {
  const tab = adminTabs.find((candidate) => candidate.id === id);
  if (!tab) return false;
  if (factorSetupRequired && !routeAccess(tab.route)?.duringFactorSetup) return false;
  return roleMayUse(tab.route, role, {});
}

/** What each role may do, in the words of the invite form's role choice (the rows above, summed up). */
export const roleDescriptions: Record<StaffRole, string> = {
  owner: 'Everything, including the accounts and the audit log',
  hr: 'Job applications, job openings and their resumes',
  editor: 'Site content and media: edit, preview, publish, restore',
  branch: 'Read-only analytics and the enquiries of the branches you choose',
};
