import { z } from 'zod';
import { normaliseEmail, signedInAccountSchema } from './accounts.js';
import { secondFactorChallengeSchema } from './second-factor.js';

/**
 * The admin sign-in contract (spec sections 5 "Validation rules" and 7 "The calls it makes"). Each
 * person sends their e-mail and password; the server compares the password with their stored
 * hash and answers a bearer token. The seed's client sent only the password: such a sign-in is
 * the first owner's (the account made from ADMIN_PASSWORD), so that client still works.
 */
export const loginRequestSchema = z.object({
  email: z
    .string()
    .max(254, 'E-mail is too long')
    .transform(normaliseEmail)
    .optional()
    .transform((email) => (email === '' ? undefined : email)),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});

/** `POST /api/auth/login` → `data` */
export const loginResultSchema = z.object({
  token: z.string(),
  /** ISO time: 24 hours after sign-in. */
  expiresAt: z.string(),
  account: signedInAccountSchema,
  /**
   * The person's role requires a second factor and they have none: the token may only set one up
   * (in "My account") until they do.
   */
  factorSetupRequired: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * `POST /api/auth/login` → `data`: a session, or (the person has a second factor) a ticket to give
 * it with. `secondFactorRequired` says which, so each answer is checked and typed by its own schema.
 */
export const loginAnswerSchema = z.discriminatedUnion('secondFactorRequired', [
  loginResultSchema.extend({ secondFactorRequired: z.literal(false) }),
  secondFactorChallengeSchema,
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** `GET /api/auth/verify` → `data` (an invalid or expired token gets 401 instead). */
export const verifyResultSchema = z.object({
  valid: z.literal(true),
  expiresAt: z.string(),
  account: signedInAccountSchema,
  factorSetupRequired: z.boolean(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** `POST /api/auth/logout` → `data` */
export const logoutResultSchema = z.object({ revoked: z.literal(true) });
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/**
 * The message of spec section 5 "Validation rules" for a wrong password, on the server and in the
 * admin screens.
 */
export const invalidPasswordMessage = 'Invalid password';

/** The one refusal of a sign-in with an e-mail: an unknown e-mail and a wrong password read the same. */
export const invalidCredentialsMessage = 'Invalid e-mail or password';

/** The answer (503) when too many passwords are being checked at once; nothing was counted. */
export const loginBusyMessage =
  'Too many sign-in attempts are being checked right now. Please try again in a moment.';

/** The answer (503) while the instances' shared lockout counts (Redis) cannot be read. */
export const loginUnavailableMessage =
  'Sign-in is unavailable for a moment because the lockout service cannot be reached. Please try again shortly.';

/** Failed sign-ins allowed from one IP address within the window before it is locked out. */
export const loginFailureLimit = 5;
/** Failed sign-ins to one account, from all addresses together, within the window before it is locked. */
export const accountLoginFailureLimit = 10;
export const loginFailureWindowMinutes = 15;
export const loginLockoutMinutes = 15;
/**
 * Wrong authenticator-app codes an account may have in a day (issue 46, L5): without a cap, 10
 * guesses every 15 minutes give someone holding the password a 65% chance in a year. Beyond it only
 * a passkey or a recovery code signs in, until the day is over.
 */
export const authenticatorCodeDailyLimit = 10;

/** The answer to a locked-out address (429), naming the whole minutes left. */
export function loginLockedMessage(minutesLeft: number): string {
  const minutes = Math.max(1, Math.ceil(minutesLeft));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
