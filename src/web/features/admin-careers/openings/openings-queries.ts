import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

/** HR's openings list (with each opening's status), shared by the Openings view and the job filter. */
export const openingsKey = ['careers-openings'] as const;

export function useOpeningsList() {
  const api = useAdminApi();
  return useQuery({ queryKey: openingsKey, queryFn: ({ signal }) => api.openings(signal) });
}
