import { useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { SignedInAccountView } from '#shared/accounts.js';
import { adminTabIds, roleSeesTab } from '#shared/role-access.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminTabs } from '#web/admin/components/admin-tabs.js';
import { ConnectionStatusLabel } from '#web/admin/components/connection-status-label.js';
import { CountedTabLabel } from '#web/admin/components/counted-tab-label.js';
import { useDashboardNavigation } from '#web/admin/lib/dashboard-navigation.js';
import { LiveStatus } from '#web/admin/live/live-status.js';
import { useNewWork } from '#web/admin/live/use-new-work.js';
import { MyAccountTab, UsersTab } from '#web/features/admin-accounts/index.js';
import { AnalyticsTab } from '#web/features/admin-analytics/index.js';
import { AuditTab } from '#web/features/admin-audit/index.js';
import { ApplicationsTab } from '#web/features/admin-careers/index.js';
import { EnquiriesTab } from '#web/features/admin-enquiries/index.js';
import { loadContentTab, splitChecklistItems, useLaunchChecklist } from '#web/features/admin-studio/index.js';
import { useDataStatus } from './data-status.js';

/** The tabs whose name carries a count of new work. */
const tabNames = { applications: 'Job Applications', enquiries: 'Enquiries' } as const;

// The content studio: a chunk of its own, loaded after the dashboard.
const ContentTab = lazy(async () => ({ default: (await loadContentTab()).ContentTab }));

type AdminDashboardProps = {
  account: SignedInAccountView;
  /** The role requires a second factor and the person has none: only My account until they add one. */
  factorSetupRequired: boolean;
  onFactorSetupDone: () => void;
  onLogout: () => void;
};

/**
 * The signed-in admin's screen: header with who is signed in, status, Refresh Data and Logout,
 * then the tabs the account's role may use, and My account.
 */
export function AdminDashboard({
  account,
  factorSetupRequired,
  onFactorSetupDone,
  onLogout,
}: AdminDashboardProps) {
  const queryClient = useQueryClient();
  const data = useDataStatus();
  const sees = (tabId: string) => roleSeesTab(account.role, tabId, factorSetupRequired);
  const checklistItems = useLaunchChecklist(sees('content')).data?.items;
  const samplesLeft = checklistItems && splitChecklistItems(checklistItems).contentSamples.length;
  const seesApplications = sees('applications');
  const firstTab = adminTabIds.find(sees) ?? 'account';
  const navigation = useDashboardNavigation(firstTab);
  // A tab the session no longer sees (the role now requires a second factor) gives way to the first.
  const shownTab = sees(navigation.tab) ? navigation.tab : firstTab;
  const hearsOfNewWork = sees('enquiries') || seesApplications;
  const newWork = useNewWork(shownTab, hearsOfNewWork);
  const newCount = (tabId: keyof typeof tabNames) => (
    <CountedTabLabel
      label={tabNames[tabId]}
      count={newWork.unseen[tabId]}
      words={(count) => `${count} new`}
      tone="new"
    />
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Super Admin Dashboard</h1>
            <p className="text-sm text-slate-700">
              Signed in as {account.name} ({account.role})
            </p>
            <ConnectionStatusLabel status={data.status} />
            <LiveStatus updatedAt={data.updatedAt} live={newWork.live} hearsOfNewWork={hearsOfNewWork} />
          </div>
          <div className="flex flex-wrap gap-2">
            <AdminButton onClick={() => queryClient.invalidateQueries()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Refresh Data
            </AdminButton>
            <AdminButton variant="danger" onClick={onLogout}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </AdminButton>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <AdminTabs
          selectedId={shownTab}
          onSelect={navigation.setTab}
          label="Admin sections"
          tabs={[
            {
              id: 'analytics',
              label: 'Analytics Dashboard',
              content: <AnalyticsTab />,
            },
            {
              id: 'applications',
              label: newCount('applications'),
              content: (
                <ApplicationsTab
                  view={navigation.applicationsView}
                  onViewChange={navigation.setApplicationsView}
                />
              ),
            },
            {
              id: 'enquiries',
              label: newCount('enquiries'),
              content: <EnquiriesTab />,
            },
            {
              id: 'content',
              label: (
                <CountedTabLabel
                  label="Site Content"
                  count={samplesLeft}
                  words={(count) => `${count} samples left`}
                  tone="notice"
                />
              ),
              content: (
                <Suspense fallback={<p className="text-slate-700">Loading the content studio...</p>}>
                  <ContentTab onShowOpenings={seesApplications ? navigation.showOpenings : undefined} />
                </Suspense>
              ),
            },
            {
              id: 'users',
              label: 'Users',
              content: <UsersTab />,
            },
            {
              id: 'audit',
              label: 'Audit',
              content: <AuditTab />,
            },
            {
              id: 'account',
              label: 'My account',
              content: (
                <MyAccountTab
                  account={account}
                  factorSetupRequired={factorSetupRequired}
                  onFactorSetupDone={onFactorSetupDone}
                />
              ),
            },
          ].filter((tab) => sees(tab.id))}
        />
      </main>
    </div>
  );
}
