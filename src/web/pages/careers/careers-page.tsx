import { activeOpenings, applyByEmailHref } from '#content/index.js';
import { positionOptions } from '#shared/position-choices.js';
import { usePageContext } from '#web/app/page-context.js';
import { jobListingOf } from '#web/components/job-openings/job-listing.js';
import { PageHero } from '#web/components/ui/page-hero.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { applicationPhrasebook } from '#web/features/careers/index.js';
import { Island } from '#web/islands/island.js';
import { ContactHrCard } from './contact-hr-card.js';
import { JobOpenings } from './job-openings.island.js';
import { listingWriterIn } from './listing-writer.js';

/**
 * /careers: the openings still open today (one past its closing day leaves the page, its
 * structured data and the form's choices by itself), their application dialog, and the HR contact.
 */
export function CareersPage() {
  const { content, today, language, text } = usePageContext();
  const openings = activeOpenings(content, today);
  const hrEmail = content.company.contacts.hr.email;
  const writer = listingWriterIn(language, text);
  const jobs = openings.map((opening) => jobListingOf(opening, applyByEmailHref(opening, hrEmail), writer));
  const { hero } = content.careersPage;
  return (
    <>
      <PageHero heading={hero.title} text={hero.text} align="center" />
      <PageSection headingId="openings-heading" title={text('Current Openings')}>
        {jobs.length === 0 ? (
          <p className="text-slate-700">
            {text(
              'There are no openings right now. You are welcome to send your resume to HR for future roles.',
            )}
          </p>
        ) : (
          <Island
            component={JobOpenings}
            props={{
              jobs,
              application: {
                positions: positionOptions(openings),
                hrEmail,
                phrases: applicationPhrasebook(text),
              },
            }}
          />
        )}
      </PageSection>
      <div className="mx-auto max-w-6xl px-4 pb-12 sm:pb-16">
        <ContactHrCard />
      </div>
    </>
  );
}
