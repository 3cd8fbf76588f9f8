import { Award } from 'lucide-react';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function AwardsSection() {
  const awards = useSiteContent().awards.awards;
  const text = useText();
  return (
    <PageSection headingId="awards-heading" title={text('Awards & Recognition')}>
      <ul className="grid gap-6 md:grid-cols-3">
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
    </PageSection>
  );
}
