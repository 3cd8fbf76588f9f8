import {
  BadgeIndianRupee,
  Briefcase,
  Building2,
  CalendarClock,
  ChevronDown,
  GraduationCap,
  Hash,
  Mail,
  MapPin,
  Send,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { Say } from '#web/app/phrasebook.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import { ApplicationNotice, type ApplicationOutcomeNotice } from './application-notice.js';
import { type JobListing, unsavedJobIdText } from './job-listing.js';
import { jobOpeningTexts } from './job-opening-text.js';

type JobOpeningCardProps = {
  job: JobListing;
  expanded: boolean;
  onToggle: () => void;
  onApply: () => void;
  /** The visitor is about to press Apply Now (pointer over it, or focus): time to fetch the form. */
  onApplyIntent: () => void;
  /** What became of an application for this job, if one was just sent. */
  notice: ApplicationOutcomeNotice | undefined;
  /** Says the card's texts and the notice in the page's language. */
  say: Say;
};

/** One opening: its summary, and its details behind View Details / Hide Details. */
export function JobOpeningCard({
  job,
  expanded,
  onToggle,
  onApply,
  onApplyIntent,
  notice,
  say,
}: JobOpeningCardProps) {
  // Until the page's script runs, a click would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  // HR's preview of a new opening has no Job ID yet.
  const key = job.id || 'preview';
  const detailsId = `job-${key}-details`;
  const headingId = `job-${key}-title`;
  return (
    <article
      id={`job-${key}`}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div>
          <h3 id={headingId} className="text-xl font-bold text-brand-900">
            <ContentText text={job.title} />
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
            <JobFact
              icon={<MapPin className="size-4" />}
              label={say(jobOpeningTexts.location)}
              value={<ContentText text={job.location} />}
            />
            <JobFact
              icon={<Briefcase className="size-4" />}
              label={say(jobOpeningTexts.type)}
              value={say(job.type)}
            />
            {job.department && (
              <JobFact
                icon={<Building2 className="size-4" />}
                label={say(jobOpeningTexts.department)}
                value={<ContentText text={job.department} />}
              />
            )}
            {job.reportsTo && (
              <JobFact
                icon={<UserRound className="size-4" />}
                label={say(jobOpeningTexts.reportsTo)}
                value={<ContentText text={job.reportsTo} />}
              />
            )}
            <JobFact
              icon={<BadgeIndianRupee className="size-4" />}
              label={say(jobOpeningTexts.salary)}
              value={job.salaryPackage}
            />
            {job.experience && (
              <JobFact
                icon={<GraduationCap className="size-4" />}
                label={say(jobOpeningTexts.experience)}
                value={job.experience}
              />
            )}
            <JobFact
              icon={<Hash className="size-4" />}
              label={say(jobOpeningTexts.jobId)}
              value={job.id || unsavedJobIdText}
            />
          </ul>
          {job.applyBy && (
            <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-slate-800">
              <CalendarClock aria-hidden="true" className="size-4 text-brand-700" />
              {say(jobOpeningTexts.applyBy, { date: job.applyBy })}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onToggle}
          disabled={!hydrated}
          aria-expanded={expanded}
          aria-controls={detailsId}
          className="inline-flex shrink-0 items-center justify-center gap-1 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {say(expanded ? jobOpeningTexts.hideDetails : jobOpeningTexts.viewDetails)}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 motion-safe:transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      </div>

      {/* In the HTML while collapsed too, so the details are there for search engines and without JavaScript. */}
      <div id={detailsId} hidden={!expanded} className="border-t border-slate-200 p-5 sm:p-6">
        <p className="text-slate-700">
          <ContentText text={job.description} />
        </p>
        <div className="mt-5 grid gap-6 md:grid-cols-2">
          <JobList title={say(jobOpeningTexts.responsibilities)} items={job.responsibilities} />
          <JobList title={say(jobOpeningTexts.requirements)} items={job.requirements} />
        </div>
        {job.howToApply && (
          <div className="mt-5">
            <h4 className="font-semibold text-slate-900">{say(jobOpeningTexts.howToApply)}</h4>
            <p className="mt-2 text-slate-700">
              <ContentText text={job.howToApply} />
            </p>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onApply}
            onPointerEnter={onApplyIntent}
            onFocus={onApplyIntent}
            disabled={!hydrated}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
          >
            <Send aria-hidden="true" className="size-4" />
            {say(jobOpeningTexts.applyNow)}
          </button>
          <a
            href={job.applyByEmailHref}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Mail aria-hidden="true" className="size-4" />
            {say(jobOpeningTexts.applyByEmail)}
          </a>
        </div>
        <ApplicationNotice notice={notice} say={say} />
      </div>
    </article>
  );
}

/** `value`: a content text (the location...) through `<ContentText>`, a text the page wrote as it is. */
function JobFact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className="text-brand-700">
        {icon}
      </span>
      <span className="sr-only">{`${label}: `}</span>
      {value}
    </li>
  );
}

function JobList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>
            <ContentText text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
