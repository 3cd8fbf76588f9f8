import { LogOut, RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { AnalyticsTab } from '../analytics/analytics-tab.js';
import { ApplicationsTab } from '../applications/applications-tab.js';
import type { LoadState } from '../lib/load-state.js';
import { AdminButton } from './admin-button.js';
import { AdminTabs } from './admin-tabs.js';
import { type ConnectionStatus, ConnectionStatusLabel } from './connection-status-label.js';

type TabKey = 'analytics' | 'applications';

/** 'connected' while the data is on its way, 'loaded' once every tab has it, 'error' if any failed. */
function connectionStatus(states: Record<TabKey, LoadState>): ConnectionStatus {
  const values = Object.values(states);
  if (values.includes('error')) return 'error';
  return values.every((state) => state === 'loaded') ? 'loaded' : 'connected';
}

/** The signed-in admin's screen: header with status, Refresh Data and Logout, then the two tabs. */
export function AdminDashboard({ onLogout }: { onLogout: () => void }) {
  const [refreshKey, setRefreshKey] = useState(0);
  const [loadStates, setLoadStates] = useState<Record<TabKey, LoadState>>({
    analytics: 'loading',
    applications: 'loading',
  });
  const reportAnalytics = useCallback(
    (state: LoadState) => setLoadStates((previous) => ({ ...previous, analytics: state })),
    [],
  );
  const reportApplications = useCallback(
    (state: LoadState) => setLoadStates((previous) => ({ ...previous, applications: state })),
    [],
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Super Admin Dashboard</h1>
            <ConnectionStatusLabel status={connectionStatus(loadStates)} />
          </div>
          <div className="flex flex-wrap gap-2">
            <AdminButton onClick={() => setRefreshKey((key) => key + 1)}>
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
              content: <AnalyticsTab refreshKey={refreshKey} onLoadState={reportAnalytics} />,
            },
            {
              id: 'applications',
              label: 'Job Applications',
              content: <ApplicationsTab refreshKey={refreshKey} onLoadState={reportApplications} />,
            },
          ]}
        />
      </main>
    </div>
  );
}
