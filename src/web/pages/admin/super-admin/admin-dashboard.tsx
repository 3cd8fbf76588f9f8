import { useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { SignedInAccountView } from '#shared/accounts.js';
import { adminTabIds, roleSeesTab } from '#shared/role-access.js';
import {
  AdminButton,
  AdminTabs,
  AnalyticsTab,
  ApplicationsTab,
  AuditTab,
  ConnectionStatusLabel,
  EnquiriesTab,
  loadContentTab,
  MyAccountTab,
  UsersTab,
  useDashboardNavigation,
  useLaunchChecklist,
} from '#web/features/admin/index.js';
import { useDataStatus } from './data-status.js';

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
  const status = useDataStatus();
  const sees = (tabId: string) => roleSeesTab(account.role, tabId, factorSetupRequired);
  const samplesLeft = useLaunchChecklist(sees('content')).data?.items.length;
  const seesApplications = sees('applications');
  const navigation = useDashboardNavigation(adminTabIds.find(sees) ?? 'account');

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Super Admin Dashboard</h1>
            <p className="text-sm text-slate-700">
              Signed in as {account.name} ({account.role})
            </p>
            <ConnectionStatusLabel status={status} />
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
          selectedId={navigation.tab}
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
              label: 'Job Applications',
              content: (
                <ApplicationsTab
                  view={navigation.applicationsView}
                  onViewChange={navigation.setApplicationsView}
                />
              ),
            },
            {
              id: 'enquiries',
              label: 'Enquiries',
              content: <EnquiriesTab />,
            },
            {
              id: 'content',
              label: <SiteContentTabLabel samplesLeft={samplesLeft} />,
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

/**
 * "Site Content" and how many published values are still samples. The count comes a moment after
 * the dashboard shows, so the tab keeps its room from the start: were it to grow then, the tabs
 * after it would move under a click already on its way (it would land on this tab instead). The
 * words are for screen readers; the eye gets the number, with the words on hover.
 */
function SiteContentTabLabel({ samplesLeft }: { samplesLeft: number | undefined }) {
  const counted = samplesLeft !== undefined && samplesLeft > 0;
  return (
    <>
      Site Content
      <span className="ml-1 inline-flex w-8 justify-start">
        {counted && (
          <span
            aria-hidden="true"
            title={`${samplesLeft} samples left`}
            className="rounded-full bg-amber-100 px-1.5 text-xs font-bold text-amber-900"
          >
            {samplesLeft}
          </span>
        )}
      </span>
      {counted && <span className="sr-only"> ({samplesLeft} samples left)</span>}
    </>
  );
}
