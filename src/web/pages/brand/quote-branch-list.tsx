import { MessageSquareQuote, Phone } from 'lucide-react';
import { telHref } from '#content/contact-links.js';
import { enquiryButtonLabel } from '#content/enquiries.js';
import type { Say } from '#web/app/phrasebook.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import { brandProductTexts } from './brand-product-text.js';

/** A branch as a Get Quote list shows it: its name and the number to call. */
export type QuoteContact = { id: string; label: string; phone: string | undefined };

type QuoteBranchListProps = {
  id: string;
  productName: string;
  contacts: readonly QuoteContact[];
  open: boolean;
  /** Opens the enquiry form for this product. */
  onEnquire: () => void;
  /** Says the list's texts in the page's language. */
  say: Say;
};

/**
 * The branches to call for a quote, under the product whose Get Quote button controls it. The
 * element always exists (so `aria-controls` always points somewhere) and is hidden when closed.
 * It is capped at 14rem and scrolls; being focusable lets keyboard users scroll it too.
 */
export function QuoteBranchList({ id, productName, contacts, open, onEnquire, say }: QuoteBranchListProps) {
  return (
    <section
      id={id}
      hidden={!open}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to focus the list to scroll it
      tabIndex={0}
      aria-label={say(brandProductTexts.quoteBranches, { product: productName })}
      className="mt-4 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50"
    >
      {open && (
        <>
          <div className="border-b border-slate-200 px-3 py-2">
            <button
              type="button"
              onClick={onEnquire}
              aria-haspopup="dialog"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-900"
            >
              <MessageSquareQuote aria-hidden="true" className="size-4" />
              {say(enquiryButtonLabel)}
            </button>
            <p className="mt-1 text-xs text-slate-600">{say(brandProductTexts.leaveNumber)}</p>
          </div>
          <p className="border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-700">
            {say(brandProductTexts.callNearest)}
          </p>
          <ul className="divide-y divide-slate-200">
            {contacts.map(({ id: contactId, label, phone }) => (
              <li
                key={contactId}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2"
              >
                <span className="font-medium text-slate-900">
                  <ContentText text={label} />
                </span>
                {phone && (
                  <a
                    href={telHref(phone)}
                    aria-label={say(brandProductTexts.callBranch, { branch: label, phone })}
                    className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-3.5" />
                    {phone}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
