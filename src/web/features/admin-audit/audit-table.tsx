import { type StaffRole, staffRoleLabels } from '#shared/accounts.js';
import { type AuditEntry, auditActionLabels } from '#shared/audit.js';
import { type DataColumn, DataTable } from '#web/admin/components/data-table.js';
import { formatDateTime } from '#web/admin/lib/format.js';

const roleLabel = (role: string) => staffRoleLabels[role as StaffRole] ?? (role || '–');

const columns: DataColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => formatDateTime(entry.at), className: 'whitespace-nowrap' },
  { header: 'Who', cell: (entry) => entry.accountName || '–' },
  { header: 'Role', cell: (entry) => roleLabel(entry.role) },
  { header: 'Address', cell: (entry) => entry.address || '–', className: 'font-mono text-xs' },
  { header: 'Action', cell: (entry) => auditActionLabels[entry.action] },
  { header: 'Target', cell: (entry) => entry.target || '–', className: 'break-all' },
  { header: 'Summary', cell: (entry) => entry.summary || '–', className: 'min-w-48 break-words' },
];

/** The audit rows of one page, newest first. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return <DataTable label="Audit log" columns={columns} rows={entries} rowKey={(entry) => entry.id} />;
}
