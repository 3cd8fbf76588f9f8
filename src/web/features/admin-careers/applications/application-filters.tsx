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
      <FilterSelect
        label="Filter by status"
        value={values.status}
        onChange={(status) => onChange({ ...values, status: status as ApplicationStatus | '' })}
        allLabel="All statuses"
        choices={applicationStatuses.map((status) => ({ value: status, label: capitalize(status) }))}
      />
      <FilterSelect
        label="Filter by job"
        value={values.jobId}
        onChange={(jobId) => onChange({ ...values, jobId })}
        allLabel="All jobs"
        choices={jobOpenings.map((job) => ({
          value: job.id,
          label: `${job.title} (${job.id})${job.status === 'open' ? '' : `, ${job.status}`}`,
        }))}
      />
      <FilterSelect
        label="Filter by language"
        value={values.language}
        onChange={(language) => onChange({ ...values, language })}
        allLabel="All languages"
        choices={languageFilterChoices}
      />
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

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, meaning no filter (its value is ''). */
  allLabel: string;
  choices: readonly { value: string; label: string }[];
};

/** One filter: its label above a select of "all" and then the choices. */
function FilterSelect({ label, value, onChange, allLabel, choices }: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
