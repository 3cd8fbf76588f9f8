import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteAccountRequest, StaffRole } from '#shared/accounts.js';
import type { SecondFactorPolicy } from '#shared/second-factor.js';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

/** Every read of the accounts is cached under this, so any change refreshes the list. */
const accountsKey = ['accounts'] as const;

export function useAccounts() {
  const api = useAdminApi();
  return useQuery({ queryKey: accountsKey, queryFn: ({ signal }) => api.users(signal) });
}

/** The mutations of the Users tab: each refreshes the list (and the audit log's reads) when done. */
function useAccountsMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

export function useInviteAccount() {
  const api = useAdminApi();
  return useAccountsMutation((invitation: InviteAccountRequest) => api.inviteUser(invitation));
}

export function useChangeRole(id: number) {
  const api = useAdminApi();
  return useAccountsMutation((change: { role: StaffRole; branchKeys: string[] }) =>
    api.changeUser(id, change),
  );
}

export function useChangeOffices(id: number) {
  const api = useAdminApi();
  return useAccountsMutation((branchKeys: string[]) => api.changeUser(id, { branchKeys }));
}

export function useChangeStatus(id: number) {
  const api = useAdminApi();
  return useAccountsMutation((status: 'active' | 'disabled') => api.changeUser(id, { status }));
}

export function useResetPassword(id: number) {
  const api = useAdminApi();
  return useAccountsMutation(() => api.resetUserPassword(id));
}

export function useDeleteAccount(id: number) {
  const api = useAdminApi();
  return useAccountsMutation(() => api.deleteUser(id));
}

export function useEndSessions(id: number) {
  const api = useAdminApi();
  return useAccountsMutation(() => api.endUserSessions(id));
}

const policyKey = ['second-factor-policy'] as const;

/** The roles whose people must use a second factor. */
export function useSecondFactorPolicy() {
  const api = useAdminApi();
  return useQuery({ queryKey: policyKey, queryFn: ({ signal }) => api.secondFactorPolicy(signal) });
}

export function useSaveSecondFactorPolicy() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecondFactorPolicy) => api.saveSecondFactorPolicy(policy),
    onSuccess: (saved) => queryClient.setQueryData(policyKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['audit'] }),
  });
}
