import { z } from 'zod';
import { passwordChangeSchema, staffRoles } from './accounts.js';

/**
 * Second factors (issue 26): passkeys (WebAuthn), an authenticator app (TOTP) as the fallback for
 * devices without passkeys, and ten one-time recovery codes. The same schemas serve the admin's
 * screens and the server's routes.
 */
export const secondFactorMethods = ['passkey', 'totp', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** How many recovery codes a person gets at a time. */
export const recoveryCodeCount = 10;

/** A WebAuthn value sent as base64url text; capped, as every input is. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url text');

/** What every passkey answer carries beside its `response`. */
const credentialFields = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** The extension results the browser reports as JSON; the server reads none of them. */
  clientExtensionResults: z
    .object({
      appid: z.boolean().optional(),
      credProps: z.object({ rk: z.boolean().optional() }).optional(),
      hmacCreateSecret: z.boolean().optional(),
      prf: z.object({ enabled: z.boolean().optional() }).optional(),
    })
    .default({}),
};

/** What `startRegistration()` of `@simplewebauthn/browser` answers (the library checks the rest). */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(4096).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** What `startAuthentication()` of `@simplewebauthn/browser` answers. */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
});

/** A passkey the options name: one to exclude (already added) or one allowed to answer. */
const credentialDescriptorSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

const userVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

/** Which kind of authenticator the browser should offer first. */
const passkeyHintsSchema = z.array(z.enum(['hybrid', 'security-key', 'client-device']));

/** The extensions the server asks for as JSON (the `prf` one, made of bytes, it never sends). */
const extensionInputsSchema = z.looseObject({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
  minPinLength: z.boolean().optional(),
});

/** A passkey's signed answer, as the server reads it. */
export type PasskeyResponse = z.output<typeof passkeyAuthenticationResponseSchema>;

/**
 * The options for `startRegistration()`, as `generateRegistrationOptions()` of
 * `@simplewebauthn/server` makes them: typed as the library's `PublicKeyCredentialCreationOptionsJSON`,
 * with any field this schema does not name passed through as it is.
 */
export const passkeyRegistrationOptionsSchema = z.object({
  options: z.looseObject({
    challenge: z.string(),
    rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .looseObject({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: userVerificationSchema.optional(),
      })
      .optional(),
    hints: passkeyHintsSchema.optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    attestationFormats: z
      .array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none']))
      .optional(),
    extensions: extensionInputsSchema.optional(),
  }),
});

/**
 * The options for `startAuthentication()`, as `generateAuthenticationOptions()` of
 * `@simplewebauthn/server` makes them: typed as the library's `PublicKeyCredentialRequestOptionsJSON`,
 * with any field this schema does not name passed through as it is.
 */
export const passkeySignInOptionsSchema = z.object({
  options: z.looseObject({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
    userVerification: userVerificationSchema.optional(),
    hints: passkeyHintsSchema.optional(),
    extensions: extensionInputsSchema.optional(),
  }),
});

/**
 * `POST /api/auth/password/passkey-options`: the options for `startAuthentication()` that the
 * admin parses field by field for the browser (the person's own passkeys, the challenge).
 */
export const passkeyRequestOptionsSchema = z.object({
  options: z.object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z
      .array(z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() }))
      .optional(),
    userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  }),
});

const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Name the passkey, for example "Work laptop"')
  .max(60, 'Use at most 60 characters for the passkey name, for example "Work laptop"');

/** `POST /api/auth/passkeys`: the signed-in person adds a passkey. */
export const addPasskeySchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});

/** `POST /api/auth/passkeys/sign-in`: a passkey instead of the password. */
export const passkeySignInSchema = z.object({ response: passkeyAuthenticationResponseSchema });

/**
 * `POST /api/auth/password/passkey`: a signed-in person changes their own password, confirmed with
 * one of their passkeys instead of the current password.
 */
export const passkeyPasswordChangeSchema = z.object({
  passkey: passkeyAuthenticationResponseSchema,
  newPassword: passwordChangeSchema.shape.newPassword,
});

export const passkeyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Six digits, as an authenticator app shows them ("123 456" is accepted too). */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z.string().regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows, for example 123456'),
  );

/** A recovery code as shown ("abcde-fghij"); case and spaces do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{5}-?[a-z2-7]{5}$/, 'Enter one recovery code, for example abcde-fghij'));

/** `POST /api/auth/totp/confirm`: the first code from the app, which proves it is set up. */
export const confirmTotpSchema = z.object({ code: totpCodeSchema });

/**
 * How long the ticket of a right password stays good for the second factor: long enough to find
 * the phone, short enough to be useless later.
 */
export const secondFactorTicketMinutes = 5;

/** The ticket a client holds between a right password and the second factor. */
const ticketSchema = z.string().min(16).max(200);

/** `POST /api/auth/second-factor`: the second factor after the password. */
export const secondFactorSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), ticket: ticketSchema, code: totpCodeSchema }),
  z.object({ method: z.literal('recovery-code'), ticket: ticketSchema, code: recoveryCodeSchema }),
  z.object({
    method: z.literal('passkey'),
    ticket: ticketSchema,
    response: passkeyAuthenticationResponseSchema,
  }),
]);
export type SecondFactorRequest = z.input<typeof secondFactorSchema>;

/** `POST /api/auth/second-factor/passkey-options`. */
export const secondFactorTicketSchema = z.object({ ticket: ticketSchema });

/** The sign-in answer when the password was right and a second factor must follow. */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  ticket: z.string(),
  /** ISO time: the ticket is good for 5 minutes. */
  expiresAt: z.string(),
  methods: z.array(z.enum(secondFactorMethods)),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** A passkey as "My account" lists it (nothing of its key). */
export const passkeyViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;

/** `GET /api/auth/second-factors`: the signed-in person's own factors. */
export const accountFactorsSchema = z.object({
  passkeys: z.array(passkeyViewSchema),
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Whether the person's role must have a second factor (then the last one cannot be removed). */
  required: z.boolean(),
});
export type AccountFactors = z.infer<typeof accountFactorsSchema>;

/** `POST /api/auth/totp`: the secret, shown once, to type or scan into the app. */
export const totpEnrollmentSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;

/** After a factor is added: the recovery codes when it was the first factor (shown once), else null. */
export const factorAddedSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type FactorAdded = z.infer<typeof factorAddedSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** `GET`/`PUT /api/admin/second-factor-policy`: the roles whose people must have a second factor. */
export const secondFactorPolicySchema = z.object({
  requiredRoles: z.array(z.enum(staffRoles)).max(staffRoles.length),
});
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicySchema>;

export const invalidSecondFactorMessage = 'That code or passkey was not accepted. Try again.';
export const authenticatorCodesUsedUpMessage =
  'Too many wrong authenticator codes today. Use a passkey or a recovery code to sign in, or try the app again tomorrow.';
export const expiredSecondFactorMessage = 'This sign-in took too long. Enter your e-mail and password again.';
export const lastRequiredFactorMessage =
  'Your role must have a second factor: add another one before removing this one.';
export const factorSetupRequiredMessage = 'Set up a second factor first (My account).';
