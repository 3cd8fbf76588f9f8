import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import {
  type ChallengeOwner,
  consumeChallenge,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
} from '#server/db/second-factors-repository.js';

/** How long a person has to touch their authenticator; the challenge expires with it. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** The name authenticators show beside the account ("Sign in to …"). */
export type RelyingParty = { id: string; origin: string };

/**
 * The relying party from `SITE_URL`: its host name is the id, its origin the one a response must
 * come from. Browsers refuse an IP address as the id, so a site on a loopback address
 * (development, tests) takes passkeys at `localhost` on the same port.
 */
export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin };
}

function challengeExpiry(now: Date): string {
  return new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString();
}

/**
 * The check of a response's challenge, which uses it up: a challenge is good once, for the purpose,
 * account and session it was issued for, until it expires, on whichever instance the response arrives.
 */
function challengeCheck(db: Kysely<Database>, owner: ChallengeOwner, now: Date) {
  return (challenge: string) => consumeChallenge(db, { challenge, ...owner }, now.toISOString());
}

/**
 * Options for adding a passkey: discoverable (kept on the authenticator with the account, so
 * "Sign in with a passkey" needs no e-mail), with user verification (a PIN or biometric), so
 * the passkey alone is two factors. The person's passkeys are excluded: one per authenticator.
 */
export async function passkeyRegistrationOptions(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  account: { id: number; email: string; name: string },
  now: Date,
  /** The company's name: what the person's passkey manager lists the passkey under. */
  companyName: string,
) {
  const existing = await listPasskeys(db, account.id);
  const options = await generateRegistrationOptions({
    rpName: companyName,
    rpID: relyingParty.id,
    userName: account.email,
    userDisplayName: account.name,
    // The user handle names the account without personal data; a discoverable sign-in answers it.
    userID: new TextEncoder().encode(`staff-account-${account.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await insertChallenge(
    db,
    {
      challenge: options.challenge,
      purpose: 'registration',
      accountId: account.id,
      expiresAt: challengeExpiry(now),
    },
    now.toISOString(),
  );
  return { ...options };
}

/** Verifies a new passkey's attestation against its single-use challenge and stores its public key. */
export async function registerPasskey(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  registration: { accountId: number; name: string; response: RegistrationResponseJSON },
  now: Date,
): Promise<{ kind: 'added'; id: number } | { kind: 'refused'; reason: string }> {
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: registration.response,
      expectedChallenge: challengeCheck(
        db,
        { purpose: 'registration', accountId: registration.accountId },
        now,
      ),
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
    });
  } catch (error) {
    return { kind: 'refused', reason: (error as Error).message };
  }
  if (!verification.verified) return { kind: 'refused', reason: 'not verified' };
  const { credential } = verification.registrationInfo;
  if (await findPasskeyByCredentialId(db, credential.id))
    return { kind: 'refused', reason: 'already registered' };
  const row = await insertPasskey(db, {
    accountId: registration.accountId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: registration.name,
    now: now.toISOString(),
  });
  return { kind: 'added', id: row.id };
}

/**
 * Options for signing in with a passkey. With no account (a passkey instead of the password) the
 * authenticator offers the discoverable passkeys it holds for this site; with one (the second
 * factor after a password) only that account's passkeys are allowed.
 */
export function passkeyAuthenticationOptions(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  accountId: number | null,
  now: Date,
) {
  return assertionOptions(
    db,
    relyingParty,
    accountId === null ? { purpose: 'sign-in', accountId } : { purpose: 'second-factor', accountId },
    now,
  );
}

/**
 * Options for confirming a password change with a passkey instead of the current password: only
 * the person's own passkeys, with a challenge good for this session alone. Undefined when the
 * person has no passkey.
 */
export async function passwordChangePasskeyOptions(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  signedIn: { accountId: number; sessionId: number },
  now: Date,
) {
  if ((await listPasskeys(db, signedIn.accountId)).length === 0) return undefined;
  return assertionOptions(db, relyingParty, { purpose: 'password-change', ...signedIn }, now);
}

/** Options for `startAuthentication()`, with their challenge stored for `owner`. */
async function assertionOptions(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  owner: ChallengeOwner,
  now: Date,
) {
  const allowCredentials =
    owner.accountId === null
      ? undefined
      : (await listPasskeys(db, owner.accountId)).map((passkey) => ({
          id: passkey.credential_id,
          transports: passkey.transports as AuthenticatorTransport[],
        }));
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    allowCredentials,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await insertChallenge(
    db,
    { challenge: options.challenge, ...owner, expiresAt: challengeExpiry(now) },
    now.toISOString(),
  );
  return { ...options };
}

export type PasskeyAuthentication =
  | { kind: 'verified'; accountId: number; passkeyName: string }
  /** `accountId` when the passkey is known (the failure counts against its account). */
  | { kind: 'refused'; accountId?: number; reason: string };

/**
 * Verifies a passkey assertion for a sign-in (no account) or a second factor (the account's own
 * passkeys only).
 */
export function verifyPasskeyAuthentication(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  attempt: { response: AuthenticationResponseJSON; accountId: number | null },
  now: Date,
): Promise<PasskeyAuthentication> {
  const { response, accountId } = attempt;
  return verifyAssertion(
    db,
    relyingParty,
    response,
    accountId === null ? { purpose: 'sign-in', accountId } : { purpose: 'second-factor', accountId },
    now,
  );
}

/**
 * Verifies the passkey that confirms a password change: one of the signed-in person's own, answering
 * a challenge issued to this very session.
 */
export function verifyPasswordChangePasskey(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  attempt: { response: AuthenticationResponseJSON; accountId: number; sessionId: number },
  now: Date,
): Promise<PasskeyAuthentication> {
  const { response, ...signedIn } = attempt;
  return verifyAssertion(db, relyingParty, response, { purpose: 'password-change', ...signedIn }, now);
}

/**
 * Verifies a passkey assertion: its challenge (single-use, for this purpose, account and session),
 * origin, relying party, user verification and signature, as the library does, and that the
 * signature counter went up (a cloned authenticator is refused). The counter is stored only if no
 * other request stored one meanwhile.
 */
async function verifyAssertion(
  db: Kysely<Database>,
  relyingParty: RelyingParty,
  response: AuthenticationResponseJSON,
  owner: ChallengeOwner,
  now: Date,
): Promise<PasskeyAuthentication> {
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) return { kind: 'refused', reason: 'unknown passkey' };
  const refused = (reason: string) => ({ kind: 'refused' as const, accountId: passkey.account_id, reason });
  if (owner.accountId !== null && passkey.account_id !== owner.accountId) return refused('another account');
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeCheck(db, owner, now),
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    return refused((error as Error).message);
  }
  if (!verification.verified) return refused('not verified');
  const stored = await recordPasskeyUse(db, {
    id: passkey.id,
    previousCounter: passkey.counter,
    newCounter: verification.authenticationInfo.newCounter,
    now: now.toISOString(),
  });
  if (!stored) return refused('used by another request at the same time');
  return { kind: 'verified', accountId: passkey.account_id, passkeyName: passkey.name };
}
