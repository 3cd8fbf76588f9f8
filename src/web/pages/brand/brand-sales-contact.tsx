import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { type Brand, salesContact, telHref } from '../../../content/index.js';

type BrandSalesContactProps = { brand: Brand };

export function BrandSalesContact({ brand }: BrandSalesContactProps) {
  return (
    <section aria-labelledby="brand-sales-heading" className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
        <h2 id="brand-sales-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Need {brand.name} Products?
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          Our sales team will help you choose the right {brand.name} products and send you a quote.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            <Mail aria-hidden="true" className="size-5" />
            Contact Sales Team
          </Link>
          <a
            href={telHref(salesContact.phone)}
            className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-100"
          >
            <Phone aria-hidden="true" className="size-5" />
            Call {salesContact.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
