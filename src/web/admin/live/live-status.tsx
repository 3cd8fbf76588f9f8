import { BellRing } from 'lucide-react';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { useNotificationChoice } from './new-work-notification.js';

type LiveStatusProps = {
  /** When the oldest data on screen was loaded (ms), or undefined before any loaded. */
  updatedAt: number | undefined;
  /** New work arrives as it comes (the event stream is up). */
  live: boolean;
  /** Whether this person is told of new work at all (owner, HR, branch accounts). */
  hearsOfNewWork: boolean;
};

/**
 * Under the header's status: when the data on screen was loaded, whether new enquiries and
 * applications come in by themselves, and the button that lets the browser notify of them (the
 * browser's own prompt appears only on that press).
 */
export function LiveStatus({ updatedAt, live, hearsOfNewWork }: LiveStatusProps) {
  const notifications = useNotificationChoice();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>
        {updatedAt === undefined
          ? 'Loading…'
          : `Updated at ${new Date(updatedAt).toLocaleTimeString('en-IN')}`}
      </span>
      {hearsOfNewWork && (
        <span>
          {live ? 'New enquiries and applications appear as they arrive' : 'Checking for new work every 30 s'}
        </span>
      )}
      {hearsOfNewWork && notifications.choice === 'default' && (
        <AdminButton onClick={() => void notifications.ask()}>
          <BellRing aria-hidden="true" className="size-4" />
          Notify me of new work
        </AdminButton>
      )}
      {hearsOfNewWork && notifications.choice === 'granted' && <span>Browser notifications on</span>}
    </div>
  );
}
