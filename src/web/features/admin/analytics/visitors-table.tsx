import { useCallback, useState } from 'react';
import type { Timeframe } from '../../../../shared/analytics.js';
import { AdminPanel } from '../components/admin-panel.js';
import { MessageBanner } from '../components/message-banner.js';
import { ScrollableTable } from '../components/scrollable-table.js';
import { TablePager } from '../components/table-pager.js';
import { formatDateTime, locationLabel, referrerLabel, shortSessionId } from '../lib/format.js';
import { useAsyncData } from '../lib/use-async-data.js';
import { useAdminApi } from '../session/admin-session-context.js';

const pageSize = 25;
const headerClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
const cellClass = 'border-b border-slate-100 px-3 py-2 align-top text-slate-800';

/** The visitors of the timeframe, newest first, one server page at a time. */
export function VisitorsTable({ timeframe, refreshKey }: { timeframe: Timeframe; refreshKey: number }) {
  const api = useAdminApi();
  const [offset, setOffset] = useState(0);
  const load = useCallback(
    (signal: AbortSignal) => api.visitors(timeframe, pageSize, offset, signal),
    [api, timeframe, offset],
  );
  const { data, error } = useAsyncData(load, refreshKey);

  return (
    <AdminPanel title="Recent Visitors">
      {error && <MessageBanner kind="error">{error.message}</MessageBanner>}
      {data && (
        <>
          <ScrollableTable label="Visitors">
            <thead>
              <tr>
                <th scope="col" className={headerClass}>
                  Session ID
                </th>
                <th scope="col" className={headerClass}>
                  Location
                </th>
                <th scope="col" className={headerClass}>
                  IP Address
                </th>
                <th scope="col" className={headerClass}>
                  Visit Time
                </th>
                <th scope="col" className={headerClass}>
                  Referrer
                </th>
              </tr>
            </thead>
            <tbody>
              {data.visitors.length === 0 && (
                <tr>
                  <td colSpan={5} className={`${cellClass} text-slate-600`}>
                    No visitors recorded in this period.
                  </td>
                </tr>
              )}
              {data.visitors.map((visit) => (
                <tr key={visit.id}>
                  <td className={`${cellClass} font-mono text-xs`} title={visit.session_id}>
                    {shortSessionId(visit.session_id)}
                  </td>
                  <td className={cellClass}>{locationLabel(visit.city, visit.country)}</td>
                  <td className={`${cellClass} font-mono text-xs`}>{visit.ip_address}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(visit.visit_time)}</td>
                  <td className={`${cellClass} max-w-xs break-all`}>{referrerLabel(visit.referrer)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollableTable>
          <TablePager
            noun="visitors"
            offset={offset}
            pageSize={pageSize}
            total={data.total}
            onOffsetChange={setOffset}
          />
        </>
      )}
    </AdminPanel>
  );
}
