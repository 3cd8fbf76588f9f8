import { brandNotFound } from '#content/index.js';
import { useText } from '#web/app/page-context.js';
import { BackToProductsLink } from './back-to-products-link.js';

/** An unknown /brands/:brandName (the server answers it with status 404). */
export function BrandNotFound() {
  const text = useText();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{text(brandNotFound.title)}</h1>
      <p className="mt-4 text-lg text-slate-700">{text(brandNotFound.text)}</p>
      <BackToProductsLink className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900" />
    </section>
  );
}
