import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPasskeyEndpoint,
  confirmTotpEndpoint,
  endSessionEndpoint,
  newRecoveryCodesEndpoint,
  ownSessionsEndpoint,
  passkeyRegistrationOptionsEndpoint,
  removePasskeyEndpoint,
  removeTotpEndpoint,
  secondFactorsEndpoint,
  startTotpEndpoint,
} from '#shared/endpoints/auth.js';
import { createPasskey } from '#web/admin/lib/passkey-ceremony.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/** The signed-in person's own factors and sessions: any change here refreshes both (and the audit log). */
const factorsKey = ['own-second-factors'] as const;
const sessionsKey = ['own-sessions'] as const;

export function useOwnFactors() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: factorsKey,
    queryFn: ({ signal }) => caller.send(secondFactorsEndpoint, { signal }),
  });
}

export function useOwnSessions() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await caller.send(ownSessionsEndpoint, { query: {}, signal })).sessions,
  });
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

/** Ends the person's sessions `ids`, one after another; answers how many ended. */
export function useEndSessions() {
  const caller = useAdminCaller();
  return useMyAccountMutation(async (ids: number[]) => {
    for (const id of ids) await caller.send(endSessionEndpoint, { params: { id } });
    return ids.length;
  });
}

/**
 * Adds a passkey named `name`: the server's options, the browser's new passkey for them, then the
 * passkey sent; the first factor brings the recovery codes (shown once).
 */
export function useAddPasskey() {
  const caller = useAdminCaller();
  return useMyAccountMutation(async (name: string) => {
    const { options } = await caller.send(passkeyRegistrationOptionsEndpoint, {});
    return caller.send(addPasskeyEndpoint, { body: { name, response: await createPasskey(options) } });
  });
}

export function useRemovePasskey() {
  const caller = useAdminCaller();
  return useMyAccountMutation((id: number) => caller.send(removePasskeyEndpoint, { params: { id } }));
}

/** The authenticator app: set up (its secret, shown once), turned on with a first code, turned off. */
export function useStartTotp() {
  const caller = useAdminCaller();
  return useMyAccountMutation(() => caller.send(startTotpEndpoint, {}));
}

export function useConfirmTotp() {
  const caller = useAdminCaller();
  return useMyAccountMutation((code: string) => caller.send(confirmTotpEndpoint, { body: { code } }));
}

export function useRemoveTotp() {
  const caller = useAdminCaller();
  return useMyAccountMutation(() => caller.send(removeTotpEndpoint, {}));
}

/** Ten new recovery codes (shown once); the old ones stop working. */
export function useNewRecoveryCodes() {
  const caller = useAdminCaller();
  return useMyAccountMutation(async () => (await caller.send(newRecoveryCodesEndpoint, {})).recoveryCodes);
}
