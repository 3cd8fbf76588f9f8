import { useQuery } from '@tanstack/react-query';
import { openingsListEndpoint } from '#content/endpoints/openings.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/** HR's openings list (with each opening's status), shared by the Openings view and the job filter. */
export const openingsKey = ['careers-openings'] as const;

export function useOpeningsList() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: openingsKey,
    queryFn: ({ signal }) => caller.send(openingsListEndpoint, { signal }),
  });
}
