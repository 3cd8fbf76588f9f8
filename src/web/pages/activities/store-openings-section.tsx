import { storeOpenings } from '../../../content/index.js';

export function StoreOpeningsSection() {
  return (
    <section aria-labelledby="store-openings-heading" className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="store-openings-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Store Openings
        </h2>
        <div className="mt-8 max-w-3xl overflow-hidden rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">{`${storeOpenings.length} stores and the year each opened`}</caption>
            <thead className="bg-brand-50 text-sm text-brand-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Store
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Year Opened
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
      </div>
    </section>
  );
}
