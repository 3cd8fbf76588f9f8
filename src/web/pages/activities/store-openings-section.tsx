import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function StoreOpeningsSection() {
  const storeOpenings = useSiteContent().storeOpenings.storeOpenings;
  const text = useText();
  return (
    <PageSection headingId="store-openings-heading" title={text('Store Openings')} tone="shaded">
      <div className="max-w-3xl overflow-hidden rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">
            {text(
              '{count, plural, one {# store and the year it opened} other {# stores and the year each opened}}',
              {
                count: storeOpenings.length,
              },
            )}
          </caption>
          <thead className="bg-brand-50 text-sm text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {text('Store')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {text('Year Opened')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-800">
            {storeOpenings.map((opening) => (
              <tr key={opening.name}>
                <th scope="row" className="px-4 py-3 font-normal">
                  {opening.name}
                </th>
                <td className="px-4 py-3 tabular-nums">{opening.year}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageSection>
  );
}
