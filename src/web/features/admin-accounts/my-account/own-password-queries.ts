import { useQuery } from '@tanstack/react-query';
import {
  changePasswordEndpoint,
  changePasswordWithPasskeyEndpoint,
  passwordFormEndpoint,
  passwordPasskeyOptionsEndpoint,
} from '#shared/endpoints/own-password.js';
import { type PasskeyResponse, passkeyAuthenticationResponseSchema } from '#shared/second-factor.js';
import { signWithPasskey } from '#web/admin/lib/passkey-ceremony.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { useMyAccountMutation } from './my-account-queries.js';

/** The company's name, which the strength meter rates as a word an attacker tries first. */
export function useCompanyName(): string {
  const caller = useAdminCaller();
  const form = useQuery({
    queryKey: ['own-password-form'],
    queryFn: ({ signal }) => caller.send(passwordFormEndpoint, { signal }),
  });
  // Until it is read the meter rates without it, as the server never does.
  return form.data?.companyName ?? '';
}

/** The new password, confirmed with the current password or with a passkey's signed answer. */
type OwnPasswordChange = { newPassword: string } & (
  | { currentPassword: string }
  | { passkey: PasskeyResponse }
);

/** Changes the person's password; answers the server's confirmation. */
export function useChangeOwnPassword() {
  const caller = useAdminCaller();
  return useMyAccountMutation((change: OwnPasswordChange) =>
    'passkey' in change
      ? caller.send(changePasswordWithPasskeyEndpoint, { body: change })
      : caller.send(changePasswordEndpoint, { body: change }),
  );
}

/** Has the browser sign a challenge for this session with one of the person's own passkeys. */
export function usePasskeyConfirmation() {
  const caller = useAdminCaller();
  return async (): Promise<PasskeyResponse> => {
    const { options } = await caller.send(passwordPasskeyOptionsEndpoint, {});
    // Read as the server will read it, so the change's body is typed by the endpoint's schema.
    return passkeyAuthenticationResponseSchema.parse(await signWithPasskey(options));
  };
}
