import { useState } from 'react';
import { enquiryButtonLabel, quoteButtonLabel } from '#content/enquiries.js';
import type { EnquiryReceipt } from '#shared/enquiries.js';
import { type Say, sayWith } from '#web/app/phrasebook.js';
import { Modal } from '#web/components/ui/modal.js';
import { EnquiryForm } from './enquiry-form.js';
import { enquiryFormTexts } from './enquiry-form-text.js';
import { EnquiryReceiptView } from './enquiry-receipt-view.js';
import type { EnquiryPrefill, EnquirySetup } from './enquiry-setup.js';

type EnquiryDialogProps = { prefill: EnquiryPrefill; setup: EnquirySetup; onClose: () => void };

/** What the dialog is called: a quote about the brand and product given, or an enquiry. */
function dialogTitle(prefill: EnquiryPrefill, say: Say): string {
  const subject = [prefill.brand, prefill.product].filter(Boolean).join(' ');
  if (subject) return say(enquiryFormTexts.quoteTitle, { subject });
  return say(prefill.topic === 'sales' ? quoteButtonLabel : enquiryButtonLabel);
}

/**
 * The enquiry form in a dialog, named after what it asks for; the receipt replaces the form once
 * sent. Its texts are in the page's language, from the phrasebook the server sent with the setup.
 */
export function EnquiryDialog({ prefill, setup, onClose }: EnquiryDialogProps) {
  const [receipt, setReceipt] = useState<EnquiryReceipt | undefined>();
  const say = sayWith(setup.phrases);
  return (
    // The dialog takes the text styles of where its button is (a centred section, a hero's white
    // text); the form reads from the left, as the careers form does, in the page's text colour.
    <div className="contents text-left text-base font-normal tracking-normal text-slate-900">
      <Modal
        open
        onClose={onClose}
        title={receipt ? say(enquiryFormTexts.sent) : dialogTitle(prefill, say)}
        widthClass="max-w-2xl"
        closeLabel={say(enquiryFormTexts.close)}
      >
        {receipt ? (
          <EnquiryReceiptView receipt={receipt} say={say} onClose={onClose} />
        ) : (
          <EnquiryForm prefill={prefill} setup={setup} say={say} onAccepted={setReceipt} />
        )}
      </Modal>
    </div>
  );
}
