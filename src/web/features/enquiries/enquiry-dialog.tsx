import { useState } from 'react';
import { enquiryButtonLabel, quoteDialogTitle } from '#content/enquiries.js';
import type { EnquiryReceipt } from '#shared/enquiries.js';
import { Modal } from '#web/components/ui/modal.js';
import { EnquiryForm } from './enquiry-form.js';
import { EnquiryReceiptView } from './enquiry-receipt-view.js';
import type { EnquiryPrefill, EnquirySetup } from './enquiry-setup.js';

type EnquiryDialogProps = { prefill: EnquiryPrefill; setup: EnquirySetup; onClose: () => void };

/** What the dialog is called: a quote about the brand and product given, or an enquiry. */
function dialogTitle(prefill: EnquiryPrefill): string {
  const subject = [prefill.brand, prefill.product].filter(Boolean).join(' ');
  if (subject) return quoteDialogTitle(subject);
  return prefill.topic === 'sales' ? quoteDialogTitle() : enquiryButtonLabel;
}

/** The enquiry form in a dialog, named after what it asks for; the receipt replaces the form once sent. */
export function EnquiryDialog({ prefill, setup, onClose }: EnquiryDialogProps) {
  const [receipt, setReceipt] = useState<EnquiryReceipt | undefined>();
  return (
    // The dialog takes the text styles of where its button is (a centred section, a hero's white
    // text); the form reads from the left, as the careers form does, in the page's text colour.
    <div className="contents text-left text-base font-normal tracking-normal text-slate-900">
      <Modal
        open
        onClose={onClose}
        title={receipt ? 'Enquiry sent' : dialogTitle(prefill)}
        widthClass="max-w-2xl"
      >
        {receipt ? (
          <EnquiryReceiptView receipt={receipt} onClose={onClose} />
        ) : (
          <EnquiryForm prefill={prefill} setup={setup} onAccepted={setReceipt} />
        )}
      </Modal>
    </div>
  );
}
