import { CircleCheck, Phone } from 'lucide-react';
import { telHref } from '#content/contact-links.js';
import type { EnquiryReceipt } from '#shared/enquiries.js';
import type { Say } from '#web/app/phrasebook.js';
import { enquiryFormTexts } from './enquiry-form-text.js';

type EnquiryReceiptViewProps = { receipt: EnquiryReceipt; say: Say; onClose: () => void };

/** What the visitor sees once the enquiry is stored: the reference, who will call, and their phone. */
export function EnquiryReceiptView({ receipt, say, onClose }: EnquiryReceiptViewProps) {
  const { office } = receipt;
  // The reference and the phone link sit where the sentence puts their placeholder.
  const [beforeReference, afterReference] = say(enquiryFormTexts.reference).split('{reference}');
  const [beforePhone, afterPhone] = say(enquiryFormTexts.callOffice, { office: office.name }).split(
    '{phone}',
  );
  return (
    <div role="status" className="space-y-4 text-slate-800">
      <p className="flex items-start gap-2 text-lg font-semibold text-green-800">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {say(enquiryFormTexts.thanks, { office: office.name })}
      </p>
      <p>
        {beforeReference}
        <strong className="font-mono text-lg">{receipt.reference}</strong>
        {afterReference}
      </p>
      {office.phone && (
        <p>
          {beforePhone}
          <a
            href={telHref(office.phone)}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {office.phone}
          </a>
          {afterPhone}
        </p>
      )}
      {/* The form the focus was in is gone: keyboard users land on the way out. */}
      <button
        type="button"
        // biome-ignore lint/a11y/noAutofocus: the focused submit button was replaced by this view
        autoFocus
        onClick={onClose}
        className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
      >
        {say(enquiryFormTexts.done)}
      </button>
    </div>
  );
}
