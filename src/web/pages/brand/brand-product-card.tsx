import { CircleCheck, MessageSquareQuote, ShieldCheck } from 'lucide-react';
import type { BrandProduct } from '#content/index.js';
import type { Say } from '#web/app/phrasebook.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import { brandProductTexts } from './brand-product-text.js';
import { QuoteBranchList, type QuoteContact } from './quote-branch-list.js';

type BrandProductCardProps = {
  product: BrandProduct;
  warrantyText: string;
  quoteContacts: readonly QuoteContact[];
  /** Unique in the page: ties the Get Quote button to its branch list. */
  quoteListId: string;
  quoteOpen: boolean;
  onToggleQuote: () => void;
  onEnquire: () => void;
  /** Says the card's texts in the page's language. */
  say: Say;
};

export function BrandProductCard({
  product,
  warrantyText,
  quoteContacts,
  quoteListId,
  quoteOpen,
  onToggleQuote,
  onEnquire,
  say,
}: BrandProductCardProps) {
  // A click before the page's script runs would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-semibold text-slate-900">
            <ContentText text={product.name} />
          </h3>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {say(brandProductTexts.available)}
          </span>
        </div>
        {product.description && (
          <p className="mt-2 text-slate-700">
            <ContentText text={product.description} />
          </p>
        )}
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {warrantyText}
        </p>
      </div>
      <button
        type="button"
        aria-expanded={quoteOpen}
        aria-controls={quoteListId}
        onClick={onToggleQuote}
        disabled={!hydrated}
        className="mt-5 inline-flex items-center justify-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 aria-expanded:bg-brand-900"
      >
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        {say(brandProductTexts.getQuote)}
      </button>
      <QuoteBranchList
        id={quoteListId}
        productName={product.name}
        contacts={quoteContacts}
        open={quoteOpen}
        onEnquire={onEnquire}
        say={say}
      />
    </li>
  );
}
