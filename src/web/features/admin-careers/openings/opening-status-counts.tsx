import { useQuery } from '@tanstack/react-query';
import { applicationStatuses } from '#shared/careers.js';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

/** The per-opening view's figures: its applications by status ("2 pending, 1 reviewing..."). */
export function OpeningStatusCounts({ jobId }: { jobId: string }) {
  const api = useAdminApi();
  const counts = useQuery({
    queryKey: ['applications', 'opening-counts', jobId],
    queryFn: ({ signal }) => api.openingCounts(jobId, signal),
  });
  if (!counts.data) return null;
  const data = counts.data;
  return (
    <p className="text-sm text-slate-800">
      {`Applications for Job ID ${jobId}: `}
      {applicationStatuses.map((status) => `${data[status]} ${status}`).join(', ')}
    </p>
  );
}
