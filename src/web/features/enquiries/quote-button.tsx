import { quoteButtonLabel } from '#content/index.js';
import { useText } from '#web/app/page-context.js';
import { Island } from '#web/islands/island.js';
import { EnquiryButton } from './enquiry-button.island.js';
import { enquiryButtonTemplates } from './enquiry-button-text.js';
import type { EnquiryButtonSize, EnquiryButtonVariant } from './enquiry-open-button.js';
import { useEnquirySetup } from './enquiry-setup-of-content.js';

type QuoteButtonProps = {
  /** The brand, and the brand's product, the form opens with. */
  brand?: string;
  product?: string;
  variant?: EnquiryButtonVariant;
  size?: EnquiryButtonSize;
};

/**
 * 'Get a quote' (for a brand: 'Get a quote for HP'): the enquiry form about a purchase, with the
 * brand and product filled in. Its island wakes when it comes into view or at the visitor's first
 * interaction, never with the page's load (decisions 0001 and 0011); the form is a chunk of its
 * own, loaded when it opens.
 */
export function QuoteButton({ brand, product, variant = 'primary', size = 'regular' }: QuoteButtonProps) {
  const text = useText();
  const setup = useEnquirySetup();
  const subject = [brand, product].filter(Boolean).join(' ');
  return (
    <Island
      component={EnquiryButton}
      props={{
        label: subject ? text(enquiryButtonTemplates.quoteFor, { subject }) : text(quoteButtonLabel),
        prefill: { topic: 'sales', ...(brand ? { brand } : {}), ...(product ? { product } : {}) },
        setup,
        variant,
        size,
      }}
      hydrate="visible"
    />
  );
}
