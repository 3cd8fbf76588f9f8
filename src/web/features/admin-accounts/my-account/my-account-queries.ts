import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

/** The signed-in person's own factors and sessions: any change here refreshes both (and the audit log). */
const factorsKey = ['own-second-factors'] as const;
const sessionsKey = ['own-sessions'] as const;

export function useOwnFactors() {
  const api = useAdminApi();
  return useQuery({ queryKey: factorsKey, queryFn: ({ signal }) => api.secondFactors(signal) });
}

export function useOwnSessions() {
  const api = useAdminApi();
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => api.ownSessions(signal) });
}

/** A change to the person's own account, after which the lists are read again. */
export function useMyAccountMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: factorsKey }),
        queryClient.invalidateQueries({ queryKey: sessionsKey }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
