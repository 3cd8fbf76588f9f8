import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';

/** What the browser answers when a person uses a passkey (signs the server's challenge). */
export type PasskeyAnswer = AuthenticationResponseJSON;
/** What the browser answers when a person makes a new passkey. */
export type NewPasskeyAnswer = RegistrationResponseJSON;

/**
 * Why the browser did not give a passkey answer, in words for the person (its message is what
 * `adminErrorMessage` shows). The browser tells little on purpose (a cancelled prompt and "no
 * passkey here" read the same), so neither do we.
 */
class PasskeyCeremonyError extends Error {
  override name = 'PasskeyCeremonyError';
}

const unsupportedMessage = 'This browser cannot use passkeys. Sign in with your password instead.';
const cancelledMessage =
  'The passkey request was cancelled or timed out. Try again, or use another way to sign in.';

function ceremonyFailure(error: unknown, previouslyRegistered?: string): PasskeyCeremonyError {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyCeremonyError(previouslyRegistered ?? cancelledMessage);
  }
  // NotAllowedError: the person closed the prompt, it timed out, or no passkey of this site is there.
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || error instanceof WebAuthnError) {
    return new PasskeyCeremonyError(cancelledMessage);
  }
  return new PasskeyCeremonyError(`The passkey could not be used: ${adminErrorMessage(error)}`);
}

/** Asks the browser to sign the server's challenge with a passkey; throws a person-readable error. */
export async function signWithPasskey(
  options: PublicKeyCredentialRequestOptionsJSON,
): Promise<PasskeyAnswer> {
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError(unsupportedMessage);
  try {
    return await startAuthentication({ optionsJSON: options });
  } catch (error) {
    throw ceremonyFailure(error);
  }
}

/** Asks the browser to make a passkey for the server's options; throws a person-readable error. */
export async function createPasskey(
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<NewPasskeyAnswer> {
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError('This browser cannot make passkeys.');
  try {
    return await startRegistration({ optionsJSON: options });
  } catch (error) {
    throw ceremonyFailure(error, 'This device has a passkey for your account already: it is in the list.');
  }
}
