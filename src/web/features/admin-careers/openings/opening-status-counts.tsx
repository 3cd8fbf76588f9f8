import { useQuery } from '@tanstack/react-query';
import { openingStatusCountsEndpoint } from '#content/endpoints/openings.js';
import { applicationStatuses } from '#shared/careers.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/** The per-opening view's figures: its applications by status ("2 pending, 1 reviewing..."). */
export function OpeningStatusCounts({ jobId }: { jobId: string }) {
  const caller = useAdminCaller();
  const counts = useQuery({
    queryKey: ['applications', 'opening-counts', jobId],
    queryFn: async ({ signal }) =>
      (await caller.send(openingStatusCountsEndpoint, { params: { id: jobId }, signal })).counts,
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
