import { ArrowLeft } from 'lucide-react';
import { useLocalPath, useText } from '#web/app/page-context.js';

type BackToProductsLinkProps = { className: string };

/** The way back from a brand page (or its not-found page) to the portfolio. */
export function BackToProductsLink({ className }: BackToProductsLinkProps) {
  const localPath = useLocalPath();
  const text = useText();
  return (
    <a href={localPath('/products')} className={`inline-flex items-center gap-2 ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {text('Back to Products')}
    </a>
  );
}
