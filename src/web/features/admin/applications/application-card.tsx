import { FileDown, History, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type ApplicationAdminView,
  type ApplicationStatus,
  applicationStatuses,
  positionLabel,
} from '#shared/careers.js';
import { AdminButton } from '#web/features/admin/components/admin-button.js';
import {
  capitalize,
  formatDate,
  formatFileSize,
  formatPhone,
  formatSalary,
} from '#web/features/admin/lib/format.js';
import { StatusBadge } from './status-badge.js';
import { StatusHistory } from './status-history.js';

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
 * One application as section 2 lists it: who, for what, contact, date, salary, status and resume;
 * and a Delete button, ours, for HR to remove what it no longer needs to keep.
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
  // The position chosen in the form, when it is not the opening applied from ('Other: ...').
  const position = positionLabel(application.position, application.other_position);

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="text-base font-semibold text-slate-900">{name}</h4>
          <p className="text-sm text-slate-700">{application.job_title}</p>
          {position !== application.job_title && (
            <p className="text-sm text-slate-700">{`Position: ${position}`}</p>
          )}
          <a href={`mailto:${application.email}`} className="break-all text-sm text-brand-700 underline">
            {application.email}
          </a>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Phone</dt>
          <dd className="text-slate-900">{formatPhone(application.phone)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Applied</dt>
          <dd className="text-slate-900">{formatDate(application.application_date)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Expected Salary</dt>
          <dd className="text-slate-900">{formatSalary(application.expected_salary)}</dd>
        </div>
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
