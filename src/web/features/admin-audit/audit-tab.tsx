import { useState } from 'react';
import { type AuditFilter, auditPageSize } from '#shared/audit.js';
import { auditExportEndpoint } from '#shared/endpoints/audit.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { CsvDownloadButton } from '#web/admin/components/csv-download-button.js';
import { LiveMessage } from '#web/admin/components/live-message.js';
import { LoadFailed } from '#web/admin/components/load-failed.js';
import { TablePager } from '#web/admin/components/table-pager.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { AuditFilters } from './audit-filters.js';
import { useAuditPage } from './audit-queries.js';
import { AuditTable } from './audit-table.js';

/**
 * The owner's Audit tab (issue 26): who did what, when and from where, filtered by person, action
 * and days, a page at a time, and the filtered rows as CSV (the export is itself recorded).
 */
export function AuditTab() {
  const caller = useAdminCaller();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const audit = useAuditPage(filter, page);
  const entries = audit.data?.entries ?? [];

  return (
    <AdminPanel
      title={audit.data ? `Audit log (${audit.data.total})` : 'Audit log'}
      headingLevel={2}
      actions={
        <CsvDownloadButton
          label="Export CSV"
          fetchCsv={() => caller.file(auditExportEndpoint, { query: filter })}
          fileName="audit-log.csv"
          failureMessage="Failed to download the audit log CSV"
          onError={setDownloadError}
        />
      }
    >
      <div className="space-y-3">
        <AuditFilters
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <LiveMessage message={downloadError === null ? null : { kind: 'error', text: downloadError }} />
        {audit.isPending && <p className="text-sm text-slate-700">Loading the audit log...</p>}
        {audit.isError && (
          <LoadFailed
            error={audit.error}
            onRetry={() => audit.refetch()}
            what="The audit log could not be loaded"
          />
        )}
        {audit.data && entries.length === 0 && (
          <p className="text-sm text-slate-700">No audit rows match these filters.</p>
        )}
        {entries.length > 0 && <AuditTable entries={entries} />}
        {audit.data && (
          <TablePager
            noun="audit rows"
            offset={(page - 1) * auditPageSize}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            onOffsetChange={(offset) => setPage(offset / auditPageSize + 1)}
          />
        )}
      </div>
    </AdminPanel>
  );
}
