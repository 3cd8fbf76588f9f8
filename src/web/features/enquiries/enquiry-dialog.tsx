import { useState } from 'react';
import { enquiryButtonLabel } from '#content/enquiries.js';
import type { EnquiryReceipt } from '#shared/enquiries.js';
import { Modal } from '#web/components/ui/modal.js';
import { EnquiryForm } from './enquiry-form.js';
import { EnquiryReceiptView } from './enquiry-receipt-view.js';
import type { EnquiryPrefill, EnquirySetup } from './enquiry-setup.js';

type EnquiryDialogProps = { prefill: EnquiryPrefill; setup: EnquirySetup; onClose: () => void };

/** The enquiry form in a dialog, named after what it asks for; the receipt replaces the form once sent. */
export function EnquiryDialog({ prefill, setup, onClose }: EnquiryDialogProps) {
  const [receipt, setReceipt] = useState<EnquiryReceipt | undefined>();
  const subject = [prefill.brand, prefill.product].filter(Boolean).join(' ');
  const title = receipt ? 'Enquiry sent' : subject ? `Get a quote: ${subject}` : enquiryButtonLabel;
  return (
    <Modal open onClose={onClose} title={title} widthClass="max-w-2xl">
      {receipt ? (
        <EnquiryReceiptView receipt={receipt} onClose={onClose} />
      ) : (
        <EnquiryForm prefill={prefill} setup={setup} onAccepted={setReceipt} />
      )}
    </Modal>
  );
}
