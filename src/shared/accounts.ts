import { z } from 'zod';

/**
 * Staff accounts (issue 26): each person signs in as themselves, with a role the server checks on
 * every admin route. The same schemas serve the admin's forms and the server's routes.
 */
export const staffRoles = ['owner', 'hr', 'editor', 'branch'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  hr: 'HR',
  editor: 'Editor',
  branch: 'Branch',
};

export const accountStatuses = ['invited', 'active', 'disabled'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** What history rows written by the single shared admin (before accounts existed) show as their author. */
export const ownerBeforeAccounts = 'Owner (before accounts)';

/** E-mail addresses compare trimmed and in lower case: ' Owner@Example.com ' is the same account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const staffEmailSchema = z
  .string()
  .max(254, 'E-mail is too long')
  .transform(normaliseEmail)
  .pipe(z.email('Enter a valid e-mail address'));

const personNameSchema = z.string().trim().min(1, 'Name is required').max(100, 'Name is too long');

/** A branch as the content names it (`branches` collection keys), for a branch account's scope. */
const branchKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'Branch keys are lower-case letters, digits and dashes');
const branchKeysSchema = z.array(branchKeySchema).max(50).default([]);

/** An account as the owner's Users tab shows it (never its password hash). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(accountStatuses),
  branchKeys: z.array(z.string()),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** `GET /api/auth/verify` and the sign-in answer: who the token belongs to. */
export const signedInAccountSchema = staffAccountSchema.pick({
  id: true,
  name: true,
  email: true,
  role: true,
  branchKeys: true,
});
export type SignedInAccountView = z.infer<typeof signedInAccountSchema>;

/** `GET /api/admin/users`: each account with when it last signed in (null: never yet). */
export const staffAccountListItemSchema = staffAccountSchema.extend({ lastSignInAt: z.string().nullable() });
export type StaffAccountListItem = z.infer<typeof staffAccountListItemSchema>;

export const accountsListSchema = z.object({ accounts: z.array(staffAccountListItemSchema) });

/**
 * `POST /api/admin/users`: the owner invites a person. The Users tab's invite form takes its
 * labels, hints and lengths from here (`schemaFields`).
 */
export const inviteAccountSchema = z.object({
  name: personNameSchema.meta({
    title: 'Name',
    description: 'As the revision history and the audit log will name them',
  }),
  email: staffEmailSchema.meta({
    title: 'E-mail',
    description: 'Their work address, which they sign in with, e.g. priya.sen@example.com',
  }),
  role: z.enum(staffRoles).meta({ title: 'Role' }),
  branchKeys: branchKeysSchema.meta({ title: 'Branches' }),
});
export type InviteAccountRequest = z.input<typeof inviteAccountSchema>;

/** The answer to an invitation or a password reset: the link, shown once to the owner to copy. */
export const invitationIssuedSchema = z.object({
  account: staffAccountSchema,
  invitationUrl: z.string(),
  expiresAt: z.string(),
  emailed: z.boolean(),
});
export type InvitationIssued = z.infer<typeof invitationIssuedSchema>;

/** `PATCH /api/admin/users/:id`: one change at a time. */
export const updateAccountSchema = z.union([
  z.object({ role: z.enum(staffRoles), branchKeys: branchKeysSchema.optional() }).strict(),
  z.object({ branchKeys: branchKeysSchema }).strict(),
  z.object({ status: z.enum(['active', 'disabled']) }).strict(),
]);
export type UpdateAccountRequest = z.input<typeof updateAccountSchema>;

export const accountIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The answer when a change would leave no active owner. */
export const lastOwnerMessage = 'The last active owner cannot be disabled, demoted or deleted.';

/** A session of the signed-in person, as "My sessions" lists it. */
export const staffSessionSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSessionsSchema = z.object({ sessions: z.array(staffSessionSchema) });

/** `GET /api/auth/sessions?accountId=`: the owner may list anyone's; others only their own. */
export const sessionsQuerySchema = z.object({ accountId: z.coerce.number().int().positive().optional() });

/** `DELETE /api/admin/users/:id/sessions`: how many open sessions of the person ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const sessionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The shortest password a person may choose. */
export const minimumPasswordLength = 12;

export const passwordRuleMessages = {
  tooShort: `Use at least ${minimumPasswordLength} characters`,
  easyToGuess: 'This password is easy to guess',
  containsEmail: 'The password must not contain your e-mail address',
} as const;

/** `POST /api/auth/invitations/:token`: the invitee chooses a password (the server also checks the other rules). */
export const acceptInvitationSchema = z.object({
  password: z
    .string()
    .min(minimumPasswordLength, passwordRuleMessages.tooShort)
    .max(1024, 'Password is too long'),
});

/** `POST /api/auth/password`: a signed-in person changes their own password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024, 'Password is too long'),
  newPassword: acceptInvitationSchema.shape.password,
});

export const passwordChangeMessages = {
  wrongCurrent: 'Current password: that is not your current password',
  /** A passkey of someone else, or an answer used before, expired or signed in another session. */
  passkeyRefused:
    'Passkey: that passkey was not accepted. Confirm with one of your own passkeys again, or type your current password.',
  noPasskey: 'You have no passkey yet: type your current password instead.',
  sameAsCurrent: 'New password: choose one different from your current password',
  changed: 'Your password is changed. Every other session of yours was signed out.',
} as const;

/** `GET /api/auth/password`: what the change-password form rates a new password against. */
export const passwordFormSchema = z.object({
  // The company's name, which the password meter rates as a word an attacker tries first.
  companyName: z.string(),
});

/** `GET /api/auth/invitations/:token`: who the link invites, shown before the password is chosen. */
export const invitationDetailsSchema = staffAccountSchema
  .pick({ name: true, email: true, role: true })
  // The company's name, which the password meter rates as a word an attacker tries first.
  .extend({ companyName: z.string() });
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** One answer for a link used before, expired or never issued: nothing is learned from it. */
export const invalidInvitationMessage = 'This invitation link is not valid. Ask the owner for a new one.';

/** Where an invitation link opens: the sign-in screen, which reads the token from the fragment (never sent to a server). */
export const invitationPath = '/superadmin#invitation=';
