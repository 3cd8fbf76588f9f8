import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClass?: string;
  /** The close button's name for screen readers, in the page's language. */
  closeLabel?: string;
};

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the page behind inert (a real
 * focus trap), Escape closes it, and focus returns to the element that opened it.
 * A click on the backdrop closes it too, and the page behind does not scroll while it is open.
 * It renders nothing while closed.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  widthClass = 'max-w-lg',
  closeLabel = 'Close',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      dialog.close();
      // React has already removed the dialog when this runs, so the browser cannot restore focus.
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (the cancel event); the backdrop click is the mouse's way to do the same
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${widthClass} rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60`}
      onCancel={(event) => {
        // Escape: let React state drive the closing, so the effect above cleans up.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="max-h-[75vh] overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}
