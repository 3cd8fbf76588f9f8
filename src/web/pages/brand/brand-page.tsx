import { Link, useParams } from 'react-router';
import { findBrand } from '../../../content/index.js';

export function BrandPage() {
  const { brandName = '' } = useParams();
  const brand = findBrand(brandName);
  if (!brand) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-900">Brand Not Found</h1>
        <p className="mt-4 text-slate-700">The requested brand page could not be found.</p>
        <Link className="mt-6 inline-block text-brand-700 underline" to="/products">
          Back to Products
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{brand.name}</h1>
    </section>
  );
}
