import { MapPin } from 'lucide-react';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function NetworkCoverageSection() {
  const { coverage: networkCoverage } = useSiteContent().distributionPage;
  const text = useText();
  return (
    <PageSection headingId="network-coverage-heading" title={text('Network Coverage')} tone="shaded">
      {/* Each card as tall as its cities; a state with many lists them in two columns. */}
      <ul className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {networkCoverage.map((coverage) => (
          <li key={coverage.state} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{text(coverage.state)}</h3>
            <ul
              className={`mt-3 gap-x-4 space-y-1.5 text-slate-700 ${coverage.cities.length > 3 ? 'columns-2' : ''}`}
            >
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
    </PageSection>
  );
}
