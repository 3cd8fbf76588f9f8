import { AlertTriangle, RefreshCw } from 'lucide-react';
import { AdminButton } from '#web/admin/components/admin-button.js';

/** The seed's 'Backend Connection Error' panel: what went wrong, how to fix it, and a retry. */
export function BackendErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5" />
        Backend Connection Error
      </h3>
      <p className="mt-2 text-sm">{message}</p>
      <p className="mt-3 text-sm font-medium">To fix it:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>
          Make sure the server is running (<code>npm start</code>) and answers at <code>/health</code>.
        </li>
        <li>Check that this page is opened from the same address as the server.</li>
        <li>Look at the server's log for database or start-up errors, then try again.</li>
      </ul>
      <AdminButton className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Retry Connection
      </AdminButton>
    </div>
  );
}
