import { useQuery } from '@tanstack/react-query';
import { contentDocumentEndpoint } from '#shared/endpoints/content.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/**
 * Every office of the published content (the `branches` collection): the enquiries' office filter
 * and reassignment, and the branches a branch account covers (its branch keys are office ids).
 */
export function useOffices() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: ['content', 'branches'],
    queryFn: async ({ signal }) => {
      const { document } = await caller.send(contentDocumentEndpoint, {
        params: { collection: 'branches' },
        signal,
      });
      const offices = (document as { offices?: { id: string; name: string }[] }).offices ?? [];
      return offices.map(({ id, name }) => ({ id, name }));
    },
  });
}
