import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';

/** The timeline, oldest first, as an ordered list. */
export function MilestonesSection() {
  const milestones = useSiteContent().milestones.milestones;
  const text = useText();
  return (
    <PageSection headingId="milestones-heading" title={text('Company Milestones')}>
      <ol className="max-w-3xl space-y-8 border-l-2 border-brand-100 pl-6">
        {milestones.map((milestone) => (
          <li key={`${milestone.year}-${milestone.title}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-100"
            />
            <p className="text-sm font-bold text-brand-700">{milestone.year}</p>
            <h3 className="text-lg font-semibold text-slate-900">{milestone.title}</h3>
            <p className="mt-1 text-slate-700">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
