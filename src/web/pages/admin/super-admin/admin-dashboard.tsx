import { useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { AnalyticsTab } from '../../../features/admin/analytics/analytics-tab.js';
import { ApplicationsTab } from '../../../features/admin/applications/applications-tab.js';
import { AdminButton } from '../../../features/admin/components/admin-button.js';
import { AdminTabs } from '../../../features/admin/components/admin-tabs.js';
import { ConnectionStatusLabel } from '../../../features/admin/components/connection-status-label.js';
import { useDataStatus } from './data-status.js';

/** The signed-in admin's screen: header with status, Refresh Data and Logout, then the two tabs. */
export function AdminDashboard({ onLogout }: { onLogout: () => void }) {
  const queryClient = useQueryClient();
  const status = useDataStatus();

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Super Admin Dashboard</h1>
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
              content: <ApplicationsTab />,
            },
          ]}
        />
      </main>
    </div>
  );
}
