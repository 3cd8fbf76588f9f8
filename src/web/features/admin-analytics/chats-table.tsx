import type { ChatRecord, Timeframe } from '#shared/analytics.js';
import { analyticsChatsEndpoint } from '#shared/endpoints/analytics.js';
import type { DataColumn } from '#web/admin/components/data-table.js';
import { formatDateTime, shortSessionId } from '#web/admin/lib/format.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { ChatMarkdown } from '#web/components/ui/chat-markdown.js';
import { PagedRecordsPanel } from './paged-records-panel.js';

/** Spec section 2 "Super-admin": Session ID, User Message, Bot Response (its first lines) and Time. */
const chatColumns: readonly DataColumn<ChatRecord>[] = [
  {
    header: 'Session ID',
    cell: (chat) => shortSessionId(chat.session_id),
    title: (chat) => chat.session_id,
    className: 'font-mono text-xs',
  },
  {
    header: 'User Message',
    cell: (chat) => chat.user_message,
    className: 'min-w-48 max-w-sm whitespace-pre-wrap break-words',
  },
  {
    header: 'Bot Response',
    // Rendered as the visitor saw it (safe markdown: only site and contact links), not as raw '**'
    // and '[...](tel:...)'; any HTML a record holds shows as its text, so nothing stored is hidden.
    cell: (chat) => (
      <div className="line-clamp-6 text-sm" title={chat.bot_response}>
        <ChatMarkdown text={chat.bot_response} htmlAsText />
      </div>
    ),
    className: 'min-w-64 max-w-lg',
  },
  { header: 'Time', cell: (chat) => formatDateTime(chat.interaction_time), className: 'whitespace-nowrap' },
];

/** The chat exchanges of the timeframe, newest first. */
export function ChatsTable({ timeframe }: { timeframe: Timeframe }) {
  const caller = useAdminCaller();
  return (
    <PagedRecordsPanel
      title="Chat Interactions"
      tableLabel="Chat interactions"
      noun="chats"
      emptyText="No chat interactions recorded"
      queryKey={['chats', timeframe]}
      loadPage={async (offset, pageSize, signal) => {
        const page = await caller.send(analyticsChatsEndpoint, {
          query: { timeframe, limit: pageSize, offset },
          signal,
        });
        return { rows: page.chats, total: page.total };
      }}
      columns={chatColumns}
      rowKey={(chat) => chat.id}
    />
  );
}
