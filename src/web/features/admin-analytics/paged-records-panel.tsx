import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { type DataColumn, DataTable } from '#web/admin/components/data-table.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { TablePager } from '#web/admin/components/table-pager.js';

/** One server page of records and how many there are in all. */
type RecordsPage<Row> = { rows: Row[]; total: number };

type PagedRecordsPanelProps<Row> = {
  title: string;
  /** Names the table for assistive technology, e.g. 'Visitors'. */
  tableLabel: string;
  /** What the records are, for the pager's buttons: 'visitors'. */
  noun: string;
  emptyText: string;
  /** Names the records in the query cache; the page's offset is added to it. */
  queryKey: readonly unknown[];
  loadPage: (offset: number, pageSize: number, signal: AbortSignal) => Promise<RecordsPage<Row>>;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
};

const pageSize = 25;

/**
 * A titled table of records the server sends one page at a time (the visitors, the chats), with
 * Previous and Next; the page shown stays while the next one loads.
 */
export function PagedRecordsPanel<Row>({
  title,
  tableLabel,
  noun,
  emptyText,
  queryKey,
  loadPage,
  columns,
  rowKey,
}: PagedRecordsPanelProps<Row>) {
  const [offset, setOffset] = useState(0);
  const { data, error } = useQuery({
    queryKey: [...queryKey, offset],
    queryFn: ({ signal }) => loadPage(offset, pageSize, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPanel title={title}>
      {error && <MessageBanner kind="error">{adminErrorMessage(error)}</MessageBanner>}
      {data && data.total === 0 && <p className="text-sm text-slate-600">{emptyText}</p>}
      {data && data.total > 0 && (
        <>
          <DataTable label={tableLabel} columns={columns} rows={data.rows} rowKey={rowKey} />
          <TablePager
            noun={noun}
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
