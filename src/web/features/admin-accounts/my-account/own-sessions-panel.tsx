import { useState } from 'react';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { formatDateTime } from '#web/admin/lib/format.js';
import { useEndSessions, useOwnSessions } from './my-account-queries.js';

/**
 * Where the person is signed in (device, address, last use), this browser marked: any other one
 * ends with a button, or all of them at once (a lost phone, a shared computer).
 */
export function OwnSessionsPanel() {
  const sessions = useOwnSessions();
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  const end = useEndSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current);

  async function endSessions(ids: number[]) {
    setMessage(null);
    try {
      const ended = await end.mutateAsync(ids);
      setMessage({ kind: 'success', text: ended === 1 ? 'The session ended.' : `${ended} sessions ended.` });
    } catch (error) {
      setMessage({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  return (
    <AdminPanel
      title="Where you are signed in"
      headingLevel={2}
      actions={
        sessions.isError ? (
          <AdminButton onClick={() => sessions.refetch()}>Retry</AdminButton>
        ) : (
          others.length > 0 && (
            <AdminButton disabled={end.isPending} onClick={() => endSessions(others.map(({ id }) => id))}>
              End all other sessions
            </AdminButton>
          )
        )
      }
    >
      <LiveMessage message={message} />
      {sessions.isPending && <p className="text-sm text-slate-700">Loading your sessions...</p>}
      {sessions.isError && (
        <p role="alert" className="text-sm text-red-700">
          Your sessions could not be loaded: {adminErrorMessage(sessions.error)}
        </p>
      )}
      <ul className="mt-2 space-y-2">
        {sessions.data?.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="break-words font-medium text-slate-900">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    This browser
                  </span>
                )}
              </p>
              <p className="break-all text-slate-700">{session.address}</p>
              <p className="text-slate-700">
                Signed in {formatDateTime(session.createdAt)} · last used {formatDateTime(session.lastUsedAt)}
              </p>
            </div>
            {!session.current && (
              <AdminButton
                aria-label={`End the session on ${session.device}, last used ${formatDateTime(session.lastUsedAt)}`}
                disabled={end.isPending}
                onClick={() => endSessions([session.id])}
              >
                End
              </AdminButton>
            )}
          </li>
        ))}
      </ul>
      {sessions.data && others.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">You are signed in nowhere else.</p>
      )}
    </AdminPanel>
  );
}
