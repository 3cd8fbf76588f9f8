import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

/**
 * Every office of the published content (the `branches` collection): the enquiries' office filter
 * and reassignment, and the branches a branch account covers (its branch keys are office ids).
 */
export function useOffices() {
  const api = useAdminApi();
  return useQuery({
    queryKey: ['content', 'branches'],
    queryFn: async ({ signal }) => {
      const { document } = await api.contentDocument('branches', signal);
      const offices = (document as { offices?: { id: string; name: string }[] }).offices ?? [];
      return offices.map(({ id, name }) => ({ id, name }));
    },
  });
}
