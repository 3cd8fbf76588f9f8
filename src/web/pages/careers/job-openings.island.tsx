import { lazy, Suspense, useState } from 'react';
import { sayWith } from '#web/app/phrasebook.js';
import type { ApplicationOutcomeNotice } from '#web/components/job-openings/application-notice.js';
import type { JobListing } from '#web/components/job-openings/job-listing.js';
import { JobOpeningCard } from '#web/components/job-openings/job-opening-card.js';
import type { ApplicationJob, ApplicationSetup } from '#web/features/careers/index.js';

/**
 * The application dialog, with the form's validation (zod), is fetched when a visitor shows they
 * mean to apply: a pointer over or focus on Apply Now, or the click itself.
 */
const loadApplicationDialog = () => import('#web/features/careers/index.js');
const ApplicationDialog = lazy(() =>
  loadApplicationDialog().then((module) => ({ default: module.ApplicationDialog })),
);

/** The openings (one open at a time) and the application dialog. */
export function JobOpenings({
  jobs,
  application,
}: {
  jobs: readonly JobListing[];
  application: ApplicationSetup;
}) {
  const [expandedJobId, setExpandedJobId] = useState<string | null>(null);
  const [applyingFor, setApplyingFor] = useState<ApplicationJob | null>(null);
  const [notice, setNotice] = useState<ApplicationOutcomeNotice | null>(null);
  const say = sayWith(application.phrases);

  const openApplication = (job: ApplicationJob) => {
    setNotice(null);
    setApplyingFor({ id: job.id, title: job.title });
  };

  return (
    <>
      <ul className="space-y-4">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobOpeningCard
              job={job}
              expanded={expandedJobId === job.id}
              onToggle={() => setExpandedJobId((current) => (current === job.id ? null : job.id))}
              onApply={() => openApplication(job)}
              onApplyIntent={loadApplicationDialog}
              notice={notice?.jobId === job.id ? notice : undefined}
              say={say}
            />
          </li>
        ))}
      </ul>
      {applyingFor && (
        <Suspense fallback={null}>
          <ApplicationDialog
            job={applyingFor}
            setup={application}
            onClose={() => setApplyingFor(null)}
            onAccepted={(job, reference) => {
              setApplyingFor(null);
              setNotice({ kind: 'accepted', jobId: job.id, reference });
            }}
            onUnreachable={(job, emailHref) => {
              setApplyingFor(null);
              setNotice({ kind: 'email-fallback', jobId: job.id, emailHref });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
