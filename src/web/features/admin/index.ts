// The admin feature's public face: what the admin pages (src/web/pages/admin) may use. Everything
// else in this folder is its own business; the linter refuses imports past this file.

export { UsersTab } from './accounts/users-tab.js';
export { AnalyticsTab } from './analytics/analytics-tab.js';
export { adminErrorMessage, backendUnavailableMessage } from './api/admin-api.js';
export { createAdminQueryClient } from './api/admin-query-client.js';
export { login } from './api/auth-api.js';
export { ApplicationsTab } from './applications/applications-tab.js';
export { AuditTab } from './audit/audit-tab.js';
export { AdminButton } from './components/admin-button.js';
export { AdminPanel } from './components/admin-panel.js';
export { AdminTabs } from './components/admin-tabs.js';
export { type ConnectionStatus, ConnectionStatusLabel } from './components/connection-status-label.js';
export { CountedTabLabel } from './components/counted-tab-label.js';
export { type DataColumn, DataTable } from './components/data-table.js';
export { MessageBanner } from './components/message-banner.js';
export { PasswordField } from './components/password-field.js';
export { ScrollRegion } from './components/scroll-region.js';
export { splitChecklistItems } from './content/checklist-items.js';
export { useLaunchChecklist } from './content/content-queries.js';
export { EnquiriesTab } from './enquiries/enquiries-tab.js';
export { InvitationView } from './invitation/invitation-view.js';
export { useInvitationToken } from './invitation/use-invitation-token.js';
export { useDashboardNavigation } from './lib/dashboard-navigation.js';
export { formatDateTime } from './lib/format.js';
export { LiveStatus } from './live/live-status.js';
export { useNewWork } from './live/use-new-work.js';
export { MyAccountTab } from './my-account/my-account-tab.js';
export { AdminSessionContext, type AdminSessionContextValue } from './session/admin-session-context.js';
export { adminTokenKey, storeAdminToken } from './session/admin-token-storage.js';
export { useAdminSession } from './session/use-admin-session.js';
export { PasskeySignIn } from './sign-in/passkey-sign-in.js';
export { SecondFactorStep } from './sign-in/second-factor-step.js';

/** The content studio brings the content schemas and the form: a chunk of its own, loaded on demand. */
export const loadContentTab = () => import('./content/content-tab.js');
