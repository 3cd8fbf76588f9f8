import { z } from 'zod';

/** Every kind of row in the audit log, with how the Audit tab names it. */
export const auditActionLabels = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'session-ended': 'Ended a session',
  invitation: 'Invited a person',
  'invitation-accepted': 'Set a password from a link',
  'password-reset': 'Reset a password',
  'password-changed': 'Changed their own password',
  'role-change': 'Changed a role',
  'offices-change': 'Changed offices',
  'account-disabled': 'Disabled an account',
  'account-enabled': 'Enabled an account',
  'account-deleted': 'Deleted an account',
  'content-publish': 'Published content',
  'content-restore': 'Restored content',
  'content-preview': 'Made a preview link',
  'content-sample-kept': 'Kept a launch checklist value as it is',
  'media-upload': 'Uploaded media',
  'media-removal': 'Removed media',
  'media-update': 'Changed media details',
  'application-status': 'Changed an application status',
  'application-deletion': 'Deleted an application',
  'resume-download': 'Downloaded a resume',
  'csv-export': 'Exported CSV',
  'enquiry-update': 'Changed an enquiry',
  'enquiry-erasure': 'Erased the enquiries of a phone number',
  forbidden: 'Refused (role)',
  'factor-setup-refused': 'Refused (second factor not set up)',
  'second-factor-added': 'Added a second factor',
  'second-factor-removed': 'Removed a second factor',
  'second-factor-used': 'Gave a second factor',
  'second-factor-failed': 'Second factor refused',
  'recovery-codes-issued': 'Made new recovery codes',
  'second-factor-policy': 'Changed the second-factor rule',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

/** How long audit rows are kept: 2 years, beyond the visits' retention. */
export const auditRetentionDays = 2 * 365;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  accountId: z.number().int().nullable(),
  accountName: z.string(),
  role: z.string(),
  address: z.string(),
  action: z.enum(auditActions),
  target: z.string(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** `GET /api/admin/audit/export`: the rows of a filter by person, action and days (UTC, both included). */
export const auditFilterSchema = z.object({
  accountId: z.coerce.number().int().positive().optional(),
  action: z.enum(auditActions).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
/** A filter as the Audit tab builds it. */
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** `GET /api/admin/audit`: one page of them. */
export const auditQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const auditPageSize = 50;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
