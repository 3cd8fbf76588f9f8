import type { ReactNode } from 'react';
import { Modal } from '#web/components/ui/modal.js';
import { AdminButton } from './admin-button.js';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  /** The confirming button's content: its text, with an icon when it has one. */
  confirmLabel: ReactNode;
  /** What the confirming button says while the action runs. */
  busyLabel: string;
  /** 'danger' for what cannot be undone. */
  variant?: 'primary' | 'danger';
  /** The action is running: the dialog cannot be closed, the choice is made. */
  busy?: boolean;
  /** Why the last attempt failed; nothing was done. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

const busyClass = {
  primary: 'aria-disabled:cursor-wait aria-disabled:bg-brand-600/60',
  danger: 'aria-disabled:cursor-wait aria-disabled:bg-red-700/60',
};

/** Asks before an admin action that deletes or replaces something, and shows why it failed. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  variant = 'primary',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open onClose={() => !busy && onCancel()} title={title}>
      <div className="space-y-3 text-sm text-slate-800">
        {children}
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {error}
          </p>
        )}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <AdminButton disabled={busy} onClick={onCancel}>
          Cancel
        </AdminButton>
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
        <AdminButton
          variant={variant}
          aria-disabled={busy}
          className={busyClass[variant]}
          onClick={() => !busy && onConfirm()}
        >
          {busy ? busyLabel : confirmLabel}
        </AdminButton>
      </div>
    </Modal>
  );
}
