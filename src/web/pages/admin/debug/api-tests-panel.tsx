import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { type DataColumn, DataTable } from '#web/admin/components/data-table.js';
import type { ApiTestResult } from './api-tests.js';

const testColumns: readonly DataColumn<ApiTestResult>[] = [
  { header: 'Test', cell: (test) => test.name, className: 'font-semibold text-slate-900' },
  { header: 'Endpoint', cell: (test) => test.endpoint, className: 'font-mono text-xs' },
  {
    header: 'Status',
    cell: (test) => (
      <span className={test.passed ? 'text-green-800' : 'text-red-800'}>
        {test.passed ? 'Passed' : 'Failed'} ({test.httpStatus ?? 'no answer'})
      </span>
    ),
    className: 'whitespace-nowrap font-semibold',
  },
  { header: 'Time', cell: (test) => `${test.durationMs} ms`, className: 'whitespace-nowrap' },
  { header: 'Result', cell: (test) => test.result },
];

/** Each API test with its status, time and result. */
export function ApiTestsPanel({ tests }: { tests: ApiTestResult[] }) {
  return (
    <AdminPanel title="API Tests" headingLevel={2}>
      <DataTable
        label="API tests"
        columns={testColumns}
        rows={tests}
        rowKey={(test) => test.name}
        firstColumnNamesRow
      />
    </AdminPanel>
  );
}
