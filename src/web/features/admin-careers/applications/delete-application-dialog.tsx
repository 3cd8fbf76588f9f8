import { Trash2 } from 'lucide-react';
import type { ApplicationAdminView } from '#shared/careers.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';

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
    <ConfirmDialog
      title="Delete application?"
      variant="danger"
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete application
        </>
      }
      busyLabel="Deleting..."
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The application from <strong>{name}</strong> for {application.job_title} will be deleted, with its
        status history and its resume file.
      </p>
      <p className="font-semibold">This cannot be undone.</p>
    </ConfirmDialog>
  );
}
