import { useCallback, useState } from 'react';
import type { Timeframe } from '../../../../shared/analytics.js';
import { MessageBanner } from '../components/message-banner.js';
import { capitalize, referrerLabel } from '../lib/format.js';
import { type LoadState, loadStateOf, useReportLoadState } from '../lib/load-state.js';
import { useAsyncData } from '../lib/use-async-data.js';
import { useAdminApi } from '../session/admin-session-context.js';
import { ChatsTable } from './chats-table.js';
import { CsvDownloadButton } from './csv-download-button.js';
import { DailyVisitsChart } from './daily-visits-chart.js';
import { loadAnalyticsOverview } from './load-analytics-overview.js';
import { LocationsPanel } from './locations-panel.js';
import { RankedList } from './ranked-list.js';
import { StatCards } from './stat-cards.js';
import { TimeframeSelector } from './timeframe-selector.js';
import { VisitorsTable } from './visitors-table.js';
import { VisitorsVsChatsChart } from './visitors-vs-chats-chart.js';

type AnalyticsTabProps = { refreshKey: number; onLoadState: (state: LoadState) => void };

/** The 'Analytics Dashboard' tab: every figure follows the chosen timeframe. */
export function AnalyticsTab({ refreshKey, onLoadState }: AnalyticsTabProps) {
  const api = useAdminApi();
  const [timeframe, setTimeframe] = useState<Timeframe>('all');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const load = useCallback(
    (signal: AbortSignal) => loadAnalyticsOverview(api, timeframe, signal),
    [api, timeframe],
  );
  const overview = useAsyncData(load, refreshKey);
  useReportLoadState(loadStateOf(overview), onLoadState);
  const data = overview.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-lg font-bold text-slate-900">Analytics Dashboard</h2>
        <div className="flex flex-wrap gap-2">
          <CsvDownloadButton
            dataset="visitors"
            timeframe={timeframe}
            label="Download visitors CSV"
            onError={setDownloadError}
          />
          <CsvDownloadButton
            dataset="chats"
            timeframe={timeframe}
            label="Download chats CSV"
            onError={setDownloadError}
          />
        </div>
      </div>
      <TimeframeSelector value={timeframe} onChange={setTimeframe} />
      {downloadError && <MessageBanner kind="error">{downloadError}</MessageBanner>}
      {overview.error && (
        <MessageBanner kind="error">
          {overview.error.message} Click "Refresh Data" to load database content
        </MessageBanner>
      )}
      {!data && overview.loading && (
        <p role="status" className="text-slate-700">
          Loading analytics...
        </p>
      )}
      {!data && !overview.loading && !overview.error && (
        <p className="text-slate-700">Click "Refresh Data" to load database content</p>
      )}
      {data && (
        <>
          <StatCards summary={data.summary} />
          <div className="grid gap-6 lg:grid-cols-2">
            {(data.summary.total_visitors > 0 || data.summary.total_chats > 0) && (
              <VisitorsVsChatsChart visitors={data.summary.total_visitors} chats={data.summary.total_chats} />
            )}
            <DailyVisitsChart days={data.days} />
          </div>
        </>
      )}
      <VisitorsTable key={`visitors-${timeframe}`} timeframe={timeframe} refreshKey={refreshKey} />
      <ChatsTable key={`chats-${timeframe}`} timeframe={timeframe} refreshKey={refreshKey} />
      {data && (
        <>
          <LocationsPanel report={data.locations} />
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            <RankedList title="Top Pages" items={data.topPages} />
            <RankedList title="Referrers" items={data.referrers} formatName={referrerLabel} />
            <RankedList title="Browsers" items={data.browsers} />
            <RankedList title="Devices" items={data.devices} formatName={capitalize} />
          </div>
        </>
      )}
    </div>
  );
}
