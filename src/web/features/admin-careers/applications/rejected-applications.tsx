import { Trash2 } from 'lucide-react';
import type { ApplicationAdminView } from '#shared/careers.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { formatDate } from '#web/admin/lib/format.js';

type RejectedApplicationsProps = {
  applications: ApplicationAdminView[];
  /** Asks to delete one (the caller confirms first). */
  onDelete: (application: ApplicationAdminView) => void;
};

/** 'Rejected Applications': who was turned down, for a second look or to delete. */
export function RejectedApplications({ applications, onDelete }: RejectedApplicationsProps) {
  return (
    <AdminPanel title="Rejected Applications">
      {applications.length === 0 ? (
        <p className="text-sm text-slate-600">No rejected applications.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {applications.map((application) => {
            const name = `${application.first_name} ${application.last_name}`;
            return (
              <li key={application.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">{name}</span>
                <span className="text-slate-700">{application.job_title}</span>
                <span className="text-slate-600">Applied {formatDate(application.application_date)}</span>
                <AdminButton
                  aria-label={`Delete application from ${name}`}
                  onClick={() => onDelete(application)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                  Delete
                </AdminButton>
              </li>
            );
          })}
        </ul>
      )}
    </AdminPanel>
  );
}
