import { productCounters, productsHero } from '../../../content/index.js';

export function ProductsHero() {
  return (
    <section
      aria-labelledby="products-heading"
      className="bg-linear-to-br from-brand-900 to-brand-700 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
        <h1 id="products-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
          {productsHero.title}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">{productsHero.text}</p>
        <dl className="mx-auto mt-10 grid max-w-md grid-cols-2 gap-4">
          {productCounters.map((counter) => (
            <div
              key={counter.label}
              className="flex flex-col rounded-xl bg-white/10 px-4 py-5 ring-1 ring-white/30"
            >
              <dt className="order-last mt-1 text-sm font-medium sm:text-base">{counter.label}</dt>
              <dd className="text-3xl font-bold sm:text-4xl">{counter.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
