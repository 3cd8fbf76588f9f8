import { useState } from 'react';
import type { Timeframe } from '#shared/analytics.js';
import { analyticsExportEndpoint } from '#shared/endpoints/analytics.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { CsvDownloadButton } from '#web/admin/components/csv-download-button.js';
import { LiveMessage } from '#web/admin/components/live-message.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { capitalize, referrerLabel } from '#web/admin/lib/format.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { useAnalyticsOverview } from './analytics-queries.js';
import { ChatsTable } from './chats-table.js';
import { DailyVisitsChart } from './daily-visits-chart.js';
import { LanguageViewsTable } from './language-views-table.js';
import { LocationsPanel } from './locations-panel.js';
import { RankedList } from './ranked-list.js';
import { refreshDataHint } from './refresh-data-hint.js';
import { StatCards } from './stat-cards.js';
import { TimeframeSelector } from './timeframe-selector.js';
import { VisitorsTable } from './visitors-table.js';
import { VisitorsVsChatsChart } from './visitors-vs-chats-chart.js';

/** The 'Analytics Dashboard' tab: every figure follows the chosen timeframe. */
export function AnalyticsTab() {
  const [timeframe, setTimeframe] = useState<Timeframe>('all');
  const caller = useAdminCaller();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const overview = useAnalyticsOverview(timeframe);
  const data = overview.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-lg font-bold text-slate-900">Analytics Dashboard</h2>
        <div className="flex flex-wrap gap-2">
          <CsvDownloadButton
            label="Download visitors CSV"
            fetchCsv={() =>
              caller.file(analyticsExportEndpoint, { query: { timeframe, dataset: 'visitors' } })
            }
            fileName={`visitors-${timeframe}.csv`}
            failureMessage="Failed to download the visitors CSV"
            onError={setDownloadError}
          />
          <CsvDownloadButton
            label="Download chats CSV"
            fetchCsv={() => caller.file(analyticsExportEndpoint, { query: { timeframe, dataset: 'chats' } })}
            fileName={`chats-${timeframe}.csv`}
            failureMessage="Failed to download the chats CSV"
            onError={setDownloadError}
          />
        </div>
      </div>
      <TimeframeSelector value={timeframe} onChange={setTimeframe} />
      <LiveMessage message={downloadError === null ? null : { kind: 'error', text: downloadError }} />
      {overview.error && (
        <MessageBanner kind="error">
          {`${adminErrorMessage(overview.error)} ${refreshDataHint}`}
        </MessageBanner>
      )}
      {!data && overview.isFetching && (
        <p role="status" className="text-slate-700">
          Loading analytics...
        </p>
      )}
      {!data && !overview.isFetching && !overview.error && (
        <p className="text-slate-700">{refreshDataHint}</p>
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
      {/* A new timeframe starts the tables at their first page. */}
      <VisitorsTable key={`visitors-${timeframe}`} timeframe={timeframe} />
      <ChatsTable key={`chats-${timeframe}`} timeframe={timeframe} />
      {data && (
        <>
          <LocationsPanel report={data.locations} />
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            <RankedList title="Top Pages" items={data.topPages} />
            <RankedList title="Referrers" items={data.referrers} formatName={referrerLabel} />
            <RankedList title="Browsers" items={data.browsers} />
            <RankedList title="Devices" items={data.devices} formatName={capitalize} />
          </div>
          <LanguageViewsTable languages={data.languages} />
        </>
      )}
    </div>
  );
}
