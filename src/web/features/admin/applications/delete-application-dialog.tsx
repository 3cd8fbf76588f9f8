import { Trash2 } from 'lucide-react';
import type { ApplicationAdminView } from '../../../../shared/careers.js';
import { Modal } from '../../../components/ui/modal.js';
import { AdminButton } from '../components/admin-button.js';

type DeleteApplicationDialogProps = {
  application: ApplicationAdminView;
  /** The server is deleting it: the dialog cannot be closed, the choice is made. */
  deleting: boolean;
  /** Why the last attempt failed; the application is still there. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an application, its status history and its resume file are deleted for good. */
export function DeleteApplicationDialog({
  application,
  deleting,
  error,
  onConfirm,
  onCancel,
}: DeleteApplicationDialogProps) {
  const name = `${application.first_name} ${application.last_name}`;
  return (
    <Modal open onClose={() => !deleting && onCancel()} title="Delete application?">
      <div className="space-y-3 text-sm text-slate-800">
        <p>
          The application from <strong>{name}</strong> for {application.job_title} will be deleted, with its
          status history and its resume file.
        </p>
        <p className="font-semibold">This cannot be undone.</p>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {error}
          </p>
        )}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <AdminButton disabled={deleting} onClick={onCancel}>
          Cancel
        </AdminButton>
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
        <AdminButton
          variant="danger"
          aria-disabled={deleting}
          className="aria-disabled:cursor-wait aria-disabled:bg-red-700/60"
          onClick={() => !deleting && onConfirm()}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {deleting ? 'Deleting...' : 'Delete application'}
        </AdminButton>
      </div>
    </Modal>
  );
}
