import { useSiteContent, useText } from '#web/app/page-context.js';
import { PhotoImage } from '#web/components/media/photo-image.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';
import { AboutStatistics } from './about-statistics.island.js';
import { aboutStatistics } from './about-statistics.js';

export function AboutSection() {
  const { company } = useSiteContent();
  const text = useText();
  return (
    <PageSection id="about" headingId="about-heading" title={text('About Us')} align="center" tone="shaded">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {company.about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div>
          <PhotoImage
            photo={company.about.photo}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="aspect-[3/2] h-auto w-full rounded-2xl bg-slate-200 object-cover shadow-lg"
          />
        </div>
      </div>
      <div className="mt-12">
        <Island
          component={AboutStatistics}
          props={{ statistics: aboutStatistics(company, text) }}
          hydrate="visible"
        />
      </div>
    </PageSection>
  );
}
