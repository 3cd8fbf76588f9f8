import { useCallback, useState } from 'react';
import type { Timeframe } from '../../../../shared/analytics.js';
import { AdminPanel } from '../components/admin-panel.js';
import { MessageBanner } from '../components/message-banner.js';
import { ScrollableTable } from '../components/scrollable-table.js';
import { TablePager } from '../components/table-pager.js';
import { formatDateTime, shortSessionId } from '../lib/format.js';
import { useAsyncData } from '../lib/use-async-data.js';
import { useAdminApi } from '../session/admin-session-context.js';

const pageSize = 25;
const headerClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
const cellClass = 'border-b border-slate-100 px-3 py-2 align-top text-slate-800';

/** The chat exchanges of the timeframe, newest first, one server page at a time. */
export function ChatsTable({ timeframe, refreshKey }: { timeframe: Timeframe; refreshKey: number }) {
  const api = useAdminApi();
  const [offset, setOffset] = useState(0);
  const load = useCallback(
    (signal: AbortSignal) => api.chats(timeframe, pageSize, offset, signal),
    [api, timeframe, offset],
  );
  const { data, error } = useAsyncData(load, refreshKey);

  return (
    <AdminPanel title="Chat Interactions">
      {error && <MessageBanner kind="error">{error.message}</MessageBanner>}
      {data && data.total === 0 && <p className="text-sm text-slate-600">No chat interactions recorded</p>}
      {data && data.total > 0 && (
        <>
          <ScrollableTable label="Chat interactions">
            <thead>
              <tr>
                <th scope="col" className={headerClass}>
                  Session ID
                </th>
                <th scope="col" className={headerClass}>
                  User Message
                </th>
                <th scope="col" className={headerClass}>
                  Bot Response
                </th>
                <th scope="col" className={headerClass}>
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {data.chats.map((chat) => (
                <tr key={chat.id}>
                  <td className={`${cellClass} font-mono text-xs`} title={chat.session_id}>
                    {shortSessionId(chat.session_id)}
                  </td>
                  <td className={`${cellClass} min-w-48 max-w-sm whitespace-pre-wrap break-words`}>
                    {chat.user_message}
                  </td>
                  <td className={`${cellClass} min-w-64 max-w-lg`}>
                    <p className="line-clamp-4 whitespace-pre-wrap break-words" title={chat.bot_response}>
                      {chat.bot_response}
                    </p>
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatDateTime(chat.interaction_time)}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollableTable>
          <TablePager
            noun="chats"
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
