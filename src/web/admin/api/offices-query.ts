import { useQuery } from '@tanstack/react-query';
import { enquiryOfficesEndpoint } from '#shared/endpoints/enquiries.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/**
 * Every office of the published content (the `branches` collection): the branches a branch account
 * covers (its branch keys are office ids). Read from the enquiries API, which answers the offices
 * parsed, and cached under the content's key, so a publish of the offices refreshes them.
 */
export function useOffices() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: ['content', 'branches'],
    queryFn: async ({ signal }) => (await caller.send(enquiryOfficesEndpoint, { signal })).offices,
  });
}
