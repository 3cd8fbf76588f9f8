import { MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHydrated } from '#web/hooks/use-hydrated.js';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-100',
  /** On a dark band (a page's hero): white, as the hero's own call to action. */
  light: 'bg-white text-brand-900 shadow-lg hover:bg-brand-50',
};

const sizes = {
  regular: 'px-4 py-2',
  /** The size of a hero's call to action. */
  large: 'px-6 py-3',
};

export type EnquiryButtonVariant = keyof typeof variants;
export type EnquiryButtonSize = keyof typeof sizes;

type EnquiryOpenButtonProps = {
  label: ReactNode;
  onClick: () => void;
  variant?: EnquiryButtonVariant;
  size?: EnquiryButtonSize;
};

/**
 * The button that opens the enquiry dialog, inside an island that holds the dialog. It waits for
 * the island's script (a tap before it would be lost), and keeps its size while it waits.
 */
export function EnquiryOpenButton({
  label,
  onClick,
  variant = 'primary',
  size = 'regular',
}: EnquiryOpenButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={onClick}
      aria-haspopup="dialog"
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-semibold ${sizes[size]} ${variants[variant]}`}
    >
      <MessageSquareQuote aria-hidden="true" className={size === 'large' ? 'size-5' : 'size-4'} />
      {label}
    </button>
  );
}
