import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from './admin-button.js';

type LoadFailedProps = {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded, said before the reason: 'The audit log could not be loaded'. */
  what?: string;
};

/** A list or panel whose data did not load: the reason, announced, and a Retry button. */
export function LoadFailed({ error, onRetry, what }: LoadFailedProps) {
  const reason = adminErrorMessage(error);
  return (
    <div role="alert" className="space-y-2 text-sm text-red-700">
      <p>{what ? `${what}: ${reason}` : reason}</p>
      <AdminButton onClick={onRetry}>Retry</AdminButton>
    </div>
  );
}
