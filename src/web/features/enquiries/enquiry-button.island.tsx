import { MessageSquareQuote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import type { EnquiryPrefill, EnquirySetup } from './enquiry-setup.js';
import { LazyEnquiryDialog } from './lazy-enquiry-dialog.js';

type EnquiryButtonProps = {
  label: string;
  prefill: EnquiryPrefill;
  setup: EnquirySetup;
  /**
   * The /contact section's button: opens by itself at `#enquiry`, with the office of `?office=`
   * (the chat's handover link).
   */
  openFromAddress?: boolean;
  variant?: 'primary' | 'secondary';
};

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-100',
};

/** A button that opens the enquiry dialog, prefilled. */
export function EnquiryButton({
  label,
  prefill,
  setup,
  openFromAddress = false,
  variant = 'primary',
}: EnquiryButtonProps) {
  const [open, setOpen] = useState<EnquiryPrefill | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!openFromAddress || window.location.hash !== '#enquiry') return;
    const officeId = new URLSearchParams(window.location.search).get('office');
    const office = setup.offices.find((candidate) => candidate.id === officeId);
    setOpen({ ...prefill, ...(office ? { office } : {}) });
  }, [openFromAddress, prefill, setup]);

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setOpen(prefill)}
        className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold ${variants[variant]}`}
      >
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        {label}
      </button>
      <LazyEnquiryDialog prefill={open} setup={setup} onClose={() => setOpen(null)} />
    </>
  );
}
