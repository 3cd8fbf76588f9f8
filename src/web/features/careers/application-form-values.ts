import {
  type ApplicationFieldName,
  type ApplicationFields,
  applicationFieldNames,
  applicationFormSchema,
  applicationMessages,
} from '#shared/careers.js';

/**
 * The dialog's form as the applicant fills it in: a text for each field the shared schema names,
 * the chosen file, and the hidden anti-spam field (people leave it empty).
 */
export type ApplicationFormValues = Record<Exclude<ApplicationFieldName, 'resume'>, string> & {
  resume: File | null;
  honeypot: string;
};

export type FieldErrors = Partial<Record<ApplicationFieldName, string>>;

type ValidatedApplication = { fields: ApplicationFields; resume: File };

/** An empty form, every field of the schema blank, whose position is the job's title (also after a reset). */
export function emptyApplicationForm(jobTitle: string): ApplicationFormValues {
  const blank = Object.fromEntries(applicationFieldNames.map((name) => [name, ''])) as Record<
    ApplicationFieldName,
    string
  >;
  return { ...blank, position: jobTitle, resume: null, honeypot: '' };
}

/** The form's element id for a field, so its label, message and focus can find it. */
export function applicationFieldId(field: ApplicationFieldName): string {
  return `application-${field}`;
}

/**
 * Checks the form with the shared schema (the server's own rules and messages). A file already
 * refused as not a PDF keeps that message rather than 'Resume is required'.
 */
export function validateApplicationForm(
  values: ApplicationFormValues,
  currentErrors: FieldErrors,
  positions: readonly string[],
): { ok: true; application: ValidatedApplication } | { ok: false; errors: FieldErrors } {
  const parsed = applicationFormSchema(positions).safeParse(values);
  if (parsed.success) {
    const { confirmEmail: _confirmEmail, resume: _resume, ...fields } = parsed.data;
    if (values.resume) return { ok: true, application: { fields, resume: values.resume } };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isFieldName(field)) errors[field] ??= issue.message;
  }
  if (!values.resume && currentErrors.resume === applicationMessages.resumeNotPdf) {
    errors.resume = applicationMessages.resumeNotPdf;
  }
  return { ok: false, errors };
}

/** The first field, in the form's order, that has a message. */
export function firstInvalidField(errors: FieldErrors): ApplicationFieldName | undefined {
  return applicationFieldNames.find((field) => errors[field] !== undefined);
}

/** Keeps the server's messages for the fields this form shows. */
export function knownFieldErrors(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (isFieldName(field)) errors[field] = message;
  }
  return errors;
}

function isFieldName(value: unknown): value is ApplicationFieldName {
  return (applicationFieldNames as readonly unknown[]).includes(value);
}
