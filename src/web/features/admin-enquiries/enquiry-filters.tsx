import {
  type EnquiriesQuery,
  enquiryStatuses,
  enquiryStatusLabels,
  enquiryTopicLabels,
  enquiryTopics,
} from '#shared/enquiries.js';
import { languageFilterChoices } from '#shared/languages.js';
import { ChoiceSelect } from '#web/admin/components/choice-select.js';

/** The list's filters: everything of `GET /api/admin/enquiries` but the paging. */
export type EnquiryFilterValues = Omit<EnquiriesQuery, 'limit' | 'offset'>;

type EnquiryFiltersProps = {
  values: EnquiryFilterValues;
  /** One filter changed ('' clears it). */
  onChange: (name: keyof EnquiryFilterValues, value: string) => void;
  /** The offices whose enquiries the person sees. */
  offices: readonly { id: string; name: string }[];
  /** The source pages enquiries came from (the summary's), to choose one. */
  sourcePages: readonly string[];
};

const selectClass = 'ml-2 rounded border p-1';
const statusChoices = enquiryStatuses.map((status) => ({
  value: status,
  label: enquiryStatusLabels[status],
}));
const topicChoices = enquiryTopics.map((topic) => ({ value: topic, label: enquiryTopicLabels[topic] }));

/** Status, office, topic, source page, the page's language and the days received between (IST), as the server filters. */
export function EnquiryFilters({ values, onChange, offices, sourcePages }: EnquiryFiltersProps) {
  const selects = [
    { name: 'status', label: 'Status', choices: statusChoices },
    {
      name: 'officeId',
      label: 'Office',
      choices: offices.map((office) => ({ value: office.id, label: office.name })),
    },
    { name: 'topic', label: 'Topic', choices: topicChoices },
    {
      name: 'sourcePage',
      label: 'Source page',
      choices: sourcePages.map((page) => ({ value: page, label: page })),
    },
    { name: 'language', label: 'Language', choices: languageFilterChoices },
  ] as const;
  const days = [
    { name: 'from', label: 'Received from', min: undefined, max: values.to },
    { name: 'to', label: 'Received to', min: values.from, max: undefined },
  ] as const;
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      {selects.map(({ name, label, choices }) => (
        <ChoiceSelect
          key={name}
          label={label}
          className={selectClass}
          value={values[name] ?? ''}
          onChange={(value) => onChange(name, value)}
          noneLabel="All"
          choices={choices}
        />
      ))}
      {days.map(({ name, label, min, max }) => (
        <label key={name} className="text-sm font-medium">
          {label}
          <input
            type="date"
            className={selectClass}
            value={values[name] ?? ''}
            min={min}
            max={max}
            onChange={(event) => onChange(name, event.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
