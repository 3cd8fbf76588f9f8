import { useEffect, useId, useState } from 'react';
import { type ApplicationStatus, applicationStatuses } from '#shared/careers.js';
import { languageFilterChoices } from '#shared/languages.js';
import { capitalize } from '#web/admin/lib/format.js';
import { useOpeningsList } from '#web/features/admin-careers/openings/openings-queries.js';

export type ApplicationFilterValues = {
  status: ApplicationStatus | '';
  jobId: string;
  /** The language of the page the applicant applied from ('bn'), or '' for all. */
  language: string;
  search: string;
};

/** No filter: every application. */
export const noApplicationFilters: ApplicationFilterValues = {
  status: '',
  jobId: '',
  language: '',
  search: '',
};

type ApplicationFiltersProps = {
  values: ApplicationFilterValues;
  onChange: (values: ApplicationFilterValues) => void;
};

const searchDelayMs = 300;
const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900';

/** Filter by status, job and language, search by name, e-mail or reference (sent to the server as the admin types). */
export function ApplicationFilters({ values, onChange }: ApplicationFiltersProps) {
  const statusId = useId();
  const jobId = useId();
  const languageId = useId();
  const searchId = useId();
  const [searchText, setSearchText] = useState(values.search);
  const jobOpenings = useOpeningsList().data?.openings.map((entry) => entry.opening) ?? [];

  useEffect(() => {
    if (searchText.trim() === values.search) return;
    const timer = window.setTimeout(() => onChange({ ...values, search: searchText.trim() }), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [searchText, values, onChange]);

  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor={statusId} className="text-sm font-medium text-slate-700">
          Filter by status
        </label>
        <select
          id={statusId}
          value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value as ApplicationStatus | '' })}
          className={fieldClass}
        >
          <option value="">All statuses</option>
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {capitalize(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={jobId} className="text-sm font-medium text-slate-700">
          Filter by job
        </label>
        <select
          id={jobId}
          value={values.jobId}
          onChange={(event) => onChange({ ...values, jobId: event.target.value })}
          className={fieldClass}
        >
          <option value="">All jobs</option>
          {jobOpenings.map((job) => (
            <option key={job.id} value={job.id}>
              {`${job.title} (${job.id})${job.status === 'open' ? '' : `, ${job.status}`}`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={languageId} className="text-sm font-medium text-slate-700">
          Filter by language
        </label>
        <select
          id={languageId}
          value={values.language}
          onChange={(event) => onChange({ ...values, language: event.target.value })}
          className={fieldClass}
        >
          <option value="">All languages</option>
          {languageFilterChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Search by name, e-mail or reference
        </label>
        <input
          id={searchId}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className={fieldClass}
        />
      </div>
    </search>
  );
}
