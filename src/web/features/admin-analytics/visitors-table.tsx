import type { Timeframe, VisitorRecord } from '#shared/analytics.js';
import { analyticsVisitorsEndpoint } from '#shared/endpoints/analytics.js';
import type { DataColumn } from '#web/admin/components/data-table.js';
import { formatDateTime, locationLabel, referrerLabel, shortSessionId } from '#web/admin/lib/format.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { PagedRecordsPanel } from './paged-records-panel.js';
import { refreshDataHint } from './refresh-data-hint.js';

/**
 * Spec section 2 "Super-admin": Session ID (cut to 20 characters), Location, IP Address, Visit
 * Time, Referrer.
 */
const visitorColumns: readonly DataColumn<VisitorRecord>[] = [
  {
    header: 'Session ID',
    cell: (visit) => shortSessionId(visit.session_id),
    title: (visit) => visit.session_id,
    className: 'font-mono text-xs',
  },
  { header: 'Location', cell: (visit) => locationLabel(visit.city, visit.country) },
  { header: 'IP Address', cell: (visit) => visit.ip_address, className: 'font-mono text-xs' },
  { header: 'Visit Time', cell: (visit) => formatDateTime(visit.visit_time), className: 'whitespace-nowrap' },
  { header: 'Referrer', cell: (visit) => referrerLabel(visit.referrer), className: 'max-w-xs break-all' },
];

/**
 * The visits of the timeframe, newest first: one row per visit, so a visitor who came back has
 * several (the Total Visitors card counts each visitor once), hence 'visits'.
 */
export function VisitorsTable({ timeframe }: { timeframe: Timeframe }) {
  const caller = useAdminCaller();
  return (
    <PagedRecordsPanel
      title="Recent Visits"
      tableLabel="Visits"
      noun="visits"
      emptyText={`No visits recorded in this period. ${refreshDataHint}`}
      queryKey={['visitors', timeframe]}
      loadPage={async (offset, pageSize, signal) => {
        const page = await caller.send(analyticsVisitorsEndpoint, {
          query: { timeframe, limit: pageSize, offset },
          signal,
        });
        return { rows: page.visitors, total: page.total };
      }}
      columns={visitorColumns}
      rowKey={(visit) => visit.id}
    />
  );
}
