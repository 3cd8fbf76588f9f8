import { MapPin } from 'lucide-react';
import { networkCoverage } from '../../../content/index.js';

export function NetworkCoverageSection() {
  return (
    <section aria-labelledby="network-coverage-heading" className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="network-coverage-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Network Coverage
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {networkCoverage.map((coverage) => (
            <li key={coverage.state} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{coverage.state}</h3>
              <ul className="mt-3 space-y-1.5 text-slate-700">
                {coverage.cities.map((city) => (
                  <li key={city} className="flex items-center gap-2">
                    <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                    {city}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
