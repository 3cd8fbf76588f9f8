import { useState } from 'react';
import { careersHero, jobOpenings } from '../../../content/index.js';
import { ApplicationDialog, type ApplicationJob } from '../../features/careers/index.js';
import type { ApplicationOutcomeNotice } from './application-notice.js';
import { ContactHrCard } from './contact-hr-card.js';
import { JobOpeningCard } from './job-opening-card.js';

/** /careers: the openings (one open at a time), the application dialog and the HR contact. */
export function CareersPage() {
  const [expandedJobId, setExpandedJobId] = useState<string | null>(null);
  const [applyingFor, setApplyingFor] = useState<ApplicationJob | null>(null);
  const [notice, setNotice] = useState<ApplicationOutcomeNotice | null>(null);

  const openApplication = (job: ApplicationJob) => {
    setNotice(null);
    setApplyingFor({ id: job.id, title: job.title });
  };

  return (
    <>
      <section
        aria-labelledby="careers-heading"
        className="bg-linear-to-br from-brand-900 to-brand-700 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
          <h1 id="careers-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {careersHero.title}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">{careersHero.text}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16">
        <section aria-labelledby="openings-heading">
          <h2 id="openings-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Current Openings
          </h2>
          <ul className="mt-6 space-y-4">
            {jobOpenings.map((job) => (
              <li key={job.id}>
                <JobOpeningCard
                  job={job}
                  expanded={expandedJobId === job.id}
                  onToggle={() => setExpandedJobId((current) => (current === job.id ? null : job.id))}
                  onApply={() => openApplication(job)}
                  notice={notice?.jobId === job.id ? notice : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
        <ContactHrCard />
      </div>

      <ApplicationDialog
        job={applyingFor}
        onClose={() => setApplyingFor(null)}
        onAccepted={(job, applicationId) => {
          setApplyingFor(null);
          setNotice({ kind: 'accepted', jobId: job.id, applicationId });
        }}
        onUnreachable={(job, emailHref) => {
          setApplyingFor(null);
          setNotice({ kind: 'email-fallback', jobId: job.id, emailHref });
        }}
      />
    </>
  );
}
