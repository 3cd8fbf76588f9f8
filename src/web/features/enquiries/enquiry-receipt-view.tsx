import { CircleCheck, Phone } from 'lucide-react';
import { telHref } from '#content/contact-links.js';
import type { EnquiryReceipt } from '#shared/enquiries.js';

/** What the visitor sees once the enquiry is stored: the reference, who will call, and their phone. */
export function EnquiryReceiptView({ receipt, onClose }: { receipt: EnquiryReceipt; onClose: () => void }) {
  const { office } = receipt;
  return (
    <div role="status" className="space-y-4 text-slate-800">
      <p className="flex items-start gap-2 text-lg font-semibold text-green-800">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {`Thank you. The ${office.name} will call you.`}
      </p>
      <p>
        Your reference: <strong className="font-mono text-lg">{receipt.reference}</strong>
      </p>
      {office.phone && (
        <p>
          {`You can also call the ${office.name}: `}
          <a
            href={telHref(office.phone)}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {office.phone}
          </a>
        </p>
      )}
      <button
        type="button"
        onClick={onClose}
        className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
      >
        Close
      </button>
    </div>
  );
}
