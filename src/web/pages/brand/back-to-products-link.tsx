import { ArrowLeft } from 'lucide-react';

type BackToProductsLinkProps = { className: string };

/** The way back from a brand page (or its not-found page) to the portfolio. */
export function BackToProductsLink({ className }: BackToProductsLinkProps) {
  return (
    <a href="/products" className={`inline-flex items-center gap-2 ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Products
    </a>
  );
}
