import { FileDown, History, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatLongDate } from '#content/index.js';
import {
  type ApplicationAdminView,
  type ApplicationStatus,
  applicationAdminViewSchema,
  applicationStatuses,
} from '#shared/careers.js';
import { languageInWords } from '#shared/languages.js';
import { schemaFields } from '#shared/schema-fields.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { capitalize, formatDate, formatFileSize, formatPhone, formatSalary } from '#web/admin/lib/format.js';
import { StatusBadge } from './status-badge.js';
import { StatusHistory } from './status-history.js';

/**
 * What HR reads of an application: every field of the admin view that has a title, in its order
 * (the reference, the day it came, then each field the applicant filled in), so a field added to
 * the application's schema shows here too.
 */
const detailFields = schemaFields(applicationAdminViewSchema).flatMap(({ name, schema }) =>
  schema.title
    ? [{ name: name as keyof ApplicationAdminView, title: schema.title, widget: schema['x-widget'] }]
    : [],
);

/** A value as HR reads it, by the kind its schema gives it. */
function shownValue(value: string, widget: string | undefined) {
  switch (widget) {
    case 'email':
      return (
        <a href={`mailto:${value}`} className="break-all text-brand-700 underline">
          {value}
        </a>
      );
    case 'tel':
      return formatPhone(value);
    case 'rupees':
      return formatSalary(value);
    case 'date':
      return formatLongDate(value);
    case 'date-time':
      return formatDate(value);
    case 'language':
      return languageInWords(value);
    default:
      return value;
  }
}

type ApplicationCardProps = {
  application: ApplicationAdminView;
  /** The status being saved for this application, if any. */
  savingStatus?: ApplicationStatus;
  onStatusChange: (application: ApplicationAdminView, status: ApplicationStatus) => void;
  onDownloadResume: (application: ApplicationAdminView) => void;
  /** Asks to delete it (the caller confirms first). */
  onDelete: (application: ApplicationAdminView) => void;
};

/**
 * One application as section 2 lists it: who, for what, its details, status and resume; and a
 * Delete button, ours, for HR to remove what it no longer needs to keep.
 */
export function ApplicationCard({
  application,
  savingStatus,
  onStatusChange,
  onDownloadResume,
  onDelete,
}: ApplicationCardProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const statusId = useId();
  const historyId = useId();
  const name = `${application.first_name} ${application.last_name}`;
  const resumeLabel = `Resume (${formatFileSize(application.resume_size)})`;

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="text-base font-semibold text-slate-900">{name}</h4>
          <p className="text-sm text-slate-700">{`${application.job_title} (Job ID ${application.job_id})`}</p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        {detailFields.map(({ name: field, title, widget }) => {
          const value = application[field];
          if (value === null || value === '') return null;
          return (
            <div key={field} className="min-w-0">
              <dt className="text-slate-600">{title}</dt>
              <dd className="text-slate-900">{shownValue(String(value), widget)}</dd>
            </div>
          );
        })}
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={statusId} className="block text-xs font-medium text-slate-700">
            Status <span className="sr-only">of {name}</span>
          </label>
          <select
            id={statusId}
            value={savingStatus ?? application.status}
            disabled={savingStatus !== undefined}
            onChange={(event) => onStatusChange(application, event.target.value as ApplicationStatus)}
            className="mt-1 rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900"
          >
            {applicationStatuses.map((status) => (
              <option key={status} value={status}>
                {capitalize(status)}
              </option>
            ))}
          </select>
        </div>
        <AdminButton aria-label={`${resumeLabel} of ${name}`} onClick={() => onDownloadResume(application)}>
          <FileDown aria-hidden="true" className="size-4" />
          {resumeLabel}
        </AdminButton>
        <AdminButton
          aria-label={`Status history of ${name}`}
          aria-expanded={historyOpen}
          aria-controls={historyId}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          <History aria-hidden="true" className="size-4" />
          Status history
        </AdminButton>
        <AdminButton aria-label={`Delete application from ${name}`} onClick={() => onDelete(application)}>
          <Trash2 aria-hidden="true" className="size-4 text-red-700" />
          Delete
        </AdminButton>
        {savingStatus && (
          <span role="status" className="text-sm text-slate-600">
            Saving...
          </span>
        )}
      </div>
      {historyOpen && <StatusHistory applicationId={application.id} id={historyId} />}
    </li>
  );
}
