import { Mail, Phone } from 'lucide-react';
import { type Brand, telHref } from '#content/index.js';
import { useLocalPath, useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';

type BrandSalesContactProps = { brand: Brand };

export function BrandSalesContact({ brand }: BrandSalesContactProps) {
  const salesContact = useSiteContent().company.contacts.sales;
  const localPath = useLocalPath();
  const text = useText();
  return (
    <PageSection
      headingId="brand-sales-heading"
      title={text('Need {brand} Products?', { brand: brand.name })}
      intro={text('Our sales team will help you choose the right {brand} products and send you a quote.', {
        brand: brand.name,
      })}
      align="center"
      tone="shaded"
    >
      <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <a
          href={localPath('/contact')}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          <Mail aria-hidden="true" className="size-5" />
          {text('Contact Sales Team')}
        </a>
        <a
          href={telHref(salesContact.phone)}
          className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-100"
        >
          <Phone aria-hidden="true" className="size-5" />
          {text('Call {phone}', { phone: salesContact.phone })}
        </a>
      </div>
    </PageSection>
  );
}
