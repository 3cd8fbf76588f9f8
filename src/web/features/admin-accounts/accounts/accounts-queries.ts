import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteAccountRequest, StaffRole } from '#shared/accounts.js';
import {
  accountsListEndpoint,
  changeAccountEndpoint,
  deleteAccountEndpoint,
  endAccountSessionsEndpoint,
  inviteAccountEndpoint,
  resetAccountPasswordEndpoint,
  saveSecondFactorPolicyEndpoint,
  secondFactorPolicyEndpoint,
} from '#shared/endpoints/accounts.js';
import type { SecondFactorPolicy } from '#shared/second-factor.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/** Every read of the accounts is cached under this, so any change refreshes the list. */
const accountsKey = ['accounts'] as const;

export function useAccounts() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: accountsKey,
    queryFn: async ({ signal }) => (await caller.send(accountsListEndpoint, { signal })).accounts,
  });
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
  const caller = useAdminCaller();
  return useAccountsMutation((invitation: InviteAccountRequest) =>
    caller.send(inviteAccountEndpoint, { body: invitation }),
  );
}

export function useChangeRole(id: number) {
  const caller = useAdminCaller();
  return useAccountsMutation((change: { role: StaffRole; branchKeys: string[] }) =>
    caller.send(changeAccountEndpoint, { params: { id }, body: change }),
  );
}

export function useChangeOffices(id: number) {
  const caller = useAdminCaller();
  return useAccountsMutation((branchKeys: string[]) =>
    caller.send(changeAccountEndpoint, { params: { id }, body: { branchKeys } }),
  );
}

export function useChangeStatus(id: number) {
  const caller = useAdminCaller();
  return useAccountsMutation((status: 'active' | 'disabled') =>
    caller.send(changeAccountEndpoint, { params: { id }, body: { status } }),
  );
}

export function useResetPassword(id: number) {
  const caller = useAdminCaller();
  return useAccountsMutation(() => caller.send(resetAccountPasswordEndpoint, { params: { id } }));
}

export function useDeleteAccount(id: number) {
  const caller = useAdminCaller();
  return useAccountsMutation(() => caller.send(deleteAccountEndpoint, { params: { id } }));
}

export function useEndSessions(id: number) {
  const caller = useAdminCaller();
  return useAccountsMutation(() =>
    caller.send(endAccountSessionsEndpoint, { params: { id } }).then((answer) => answer.ended),
  );
}

const policyKey = ['second-factor-policy'] as const;

/** The roles whose people must use a second factor. */
export function useSecondFactorPolicy() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: policyKey,
    queryFn: ({ signal }) => caller.send(secondFactorPolicyEndpoint, { signal }),
  });
}

export function useSaveSecondFactorPolicy() {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecondFactorPolicy) => caller.send(saveSecondFactorPolicyEndpoint, { body: policy }),
    onSuccess: (saved) => queryClient.setQueryData(policyKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['audit'] }),
  });
}
