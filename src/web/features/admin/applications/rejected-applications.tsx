import type { ApplicationAdminView } from '../../../../shared/careers.js';
import { AdminPanel } from '../components/admin-panel.js';
import { formatDate } from '../lib/format.js';

/** 'Rejected Applications': who was turned down, for a second look. */
export function RejectedApplications({ applications }: { applications: ApplicationAdminView[] }) {
  return (
    <AdminPanel title="Rejected Applications">
      {applications.length === 0 ? (
        <p className="text-sm text-slate-600">No rejected applications.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {applications.map((application) => (
            <li key={application.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium text-slate-900">
                {application.first_name} {application.last_name}
              </span>
              <span className="text-slate-700">{application.job_title}</span>
              <span className="text-slate-600">Applied {formatDate(application.application_date)}</span>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
