import { Award } from 'lucide-react';
import { awards } from '../../../content/index.js';

export function AwardsSection() {
  return (
    <section aria-labelledby="awards-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="awards-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Awards &amp; Recognition
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {awards.map((award) => (
          <li key={award.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <Award aria-hidden="true" className="size-8 text-accent-500" />
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
                {award.year}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{award.title}</h3>
            <p className="text-sm font-medium text-slate-600">{award.organization}</p>
            <p className="mt-2 text-slate-700">{award.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
