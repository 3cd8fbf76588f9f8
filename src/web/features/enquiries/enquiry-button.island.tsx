import { useEffect, useState } from 'react';
import { TextWithContentTexts } from '#web/islands/untranslated-texts.js';
import {
  type EnquiryButtonSize,
  type EnquiryButtonVariant,
  EnquiryOpenButton,
} from './enquiry-open-button.js';
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
  variant?: EnquiryButtonVariant;
  size?: EnquiryButtonSize;
};

/** A button that opens the enquiry dialog, prefilled. */
export function EnquiryButton({
  label,
  prefill,
  setup,
  openFromAddress = false,
  variant = 'primary',
  size = 'regular',
}: EnquiryButtonProps) {
  const [open, setOpen] = useState<EnquiryPrefill | null>(null);

  useEffect(() => {
    if (!openFromAddress || window.location.hash !== '#enquiry') return;
    const officeId = new URLSearchParams(window.location.search).get('office');
    const office = setup.offices.find((candidate) => candidate.id === officeId);
    setOpen({ ...prefill, ...(office ? { office } : {}) });
  }, [openFromAddress, prefill, setup]);

  return (
    <>
      <EnquiryOpenButton
        label={<TextWithContentTexts text={label} contentTexts={contentTextsOf(prefill)} />}
        onClick={() => setOpen(prefill)}
        variant={variant}
        size={size}
      />
      <LazyEnquiryDialog prefill={open} setup={setup} onClose={() => setOpen(null)} />
    </>
  );
}

/** The content texts a label may be made around: 'Enquire with the Siliguri Branch', 'Get a quote for HP Laptops'. */
function contentTextsOf(prefill: EnquiryPrefill): string[] {
  return [prefill.office?.name, prefill.product, prefill.place].filter((text) => text !== undefined);
}
