import { AdminPanel } from '../components/admin-panel.js';
import { ScrollableTable } from '../components/scrollable-table.js';
import type { ApiTestResult } from './api-tests.js';

const headerClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
const cellClass = 'border-b border-slate-100 px-3 py-2 align-top';

/** Each API test with its status, time and result. */
export function ApiTestsPanel({ tests }: { tests: ApiTestResult[] }) {
  return (
    <AdminPanel title="API Tests" headingLevel={2}>
      <ScrollableTable label="API tests">
        <thead>
          <tr>
            <th scope="col" className={headerClass}>
              Test
            </th>
            <th scope="col" className={headerClass}>
              Endpoint
            </th>
            <th scope="col" className={headerClass}>
              Status
            </th>
            <th scope="col" className={headerClass}>
              Time
            </th>
            <th scope="col" className={headerClass}>
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.name}>
              <th scope="row" className={`${cellClass} font-semibold text-slate-900`}>
                {test.name}
              </th>
              <td className={`${cellClass} font-mono text-xs`}>{test.endpoint}</td>
              <td
                className={`${cellClass} whitespace-nowrap font-semibold ${test.passed ? 'text-green-800' : 'text-red-800'}`}
              >
                {test.passed ? 'Passed' : 'Failed'} ({test.httpStatus ?? 'no answer'})
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{test.durationMs} ms</td>
              <td className={cellClass}>{test.result}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </AdminPanel>
  );
}
