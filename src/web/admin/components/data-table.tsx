import type { ReactNode } from 'react';
import { ScrollableTable } from './scrollable-table.js';

export type DataColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes added to this column's cells (width, wrapping, font). */
  className?: string;
  /** The cell's whole value on hover, for a cell that shows it cut short. */
  title?: (row: Row) => string;
};

type DataTableProps<Row> = {
  /** Names the table's scrolling region for assistive technology. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first cell of each row names the row (a `th`), as in the API tests. */
  firstColumnNamesRow?: boolean;
};

const headerClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
const cellClass = 'border-b border-slate-100 px-3 py-2 align-top text-slate-800';

/** The admin screens' one table: a header row, then a row per record, scrolling sideways when narrow. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  firstColumnNamesRow = false,
}: DataTableProps<Row>) {
  return (
    <ScrollableTable label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={headerClass}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => {
              const Cell = firstColumnNamesRow && index === 0 ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={Cell === 'th' ? 'row' : undefined}
                  title={column.title?.(row)}
                  className={`${cellClass} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
