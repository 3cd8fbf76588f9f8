import { z } from 'zod';
import { indianMobileSchema } from './indian-phone.js';
import { pageLanguageSchema, siteLanguageCodeSchema } from './page-language.js';
import { otherPositionChoice, positionOptions } from './position-choices.js';
import { queryText } from './query-text.js';
import { type SchemaField, schemaFields } from './schema-fields.js';

/**
 * The careers API contract (spec sections 3 "Entities and their fields" and 7 "The calls it
 * makes"): the application form's one schema and its messages, shared by the dialog and the
 * server, then the shapes the admin screen reads, derived from it.
 */
export const applicationStatuses = ['pending', 'reviewing', 'accepted', 'rejected'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The refusal of an opening that closed, with its ICU placeholders: the translations' key. */
export const noLongerOpenSource =
  '{title} (Job ID {jobId}) is no longer open: it stopped taking applications. Please see the current openings on the careers page.';

/**
 * The application form (spec section 5 "Validation rules"): one definition of every rule and
 * message, used by the dialog in the browser and by `POST /api/careers/apply` on the server.
 */
export const applicationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  confirmEmailRequired: 'Please confirm your email',
  emailsDoNotMatch: 'Emails do not match',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number',
  expectedSalaryRequired: 'Expected salary is required',
  positionRequired: 'Position is required',
  positionUnknown: 'Please choose one of the listed positions',
  otherPositionRequired: 'Please tell us which position you are applying for',
  startDateRequired: 'Available start date is required',
  startDateInvalid: 'Please enter a valid date',
  resumeRequired: 'Resume is required',
  resumeNotPdf: 'Please upload a PDF file only',
  resumeUnreadable: 'This PDF could not be read. Please upload a complete PDF file without a password.',
  resumeActiveContent:
    'This PDF contains scripts or actions that run when it is opened. Please save it again as a plain PDF (for example with "Print to PDF") and upload that.',
  jobUnknown: 'This job opening does not exist',
  jobIdAfterFile: 'Please send the Job ID before the resume.',
  noLongerOpen: (title: string, jobId: string) =>
    noLongerOpenSource.replace('{title}', title).replace('{jobId}', jobId),
  tooLong: 'This is too long',
} as const;

/** A hidden field that people never fill in and form-filling robots do. */
export const honeypotFieldName = 'website';

/**
 * Two spellings of one e-mail address: the domain matches in any case (domains are
 * case-insensitive), the part before the @ only as typed (a mail server may tell 'Asha' from
 * 'asha', so a difference there may be a typo the confirmation is meant to catch).
 */
export function sameEmailAddress(first: string, second: string): boolean {
  const split = (address: string) => {
    const at = address.lastIndexOf('@');
    return { local: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() };
  };
  const a = split(first.trim());
  const b = split(second.trim());
  return a.local === b.local && a.domain === b.domain;
}

/** Trimmed, with runs of whitespace and control characters made one space. */
export function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/**
 * Characters that change how text shows without showing themselves: bidirectional controls
 * (`\u202E` makes 'txt.exe' read as 'exe.txt'), zero-width spaces, soft hyphens and the other
 * format characters (\p{Cf}), and the blank fillers some fonts draw as nothing. The zero-width
 * joiner and non-joiner (U+200C, U+200D) stay: Bengali and Hindi names need them to spell a
 * conjunct, and they cannot reorder text.
 */
const invisibleCharacters = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]/gu;
const joiners = new Set(['\u200C', '\u200D']);

/**
 * A required one-line text (names, salary): invisible characters removed, trimmed, inner
 * whitespace (line breaks too) collapsed to one space. Other control characters count as
 * whitespace: no one types them, and PostgreSQL cannot store NUL.
 */
export function requiredText(
  requiredMessage: string,
  maxLength: number,
  tooLongMessage: string = applicationMessages.tooLong,
) {
  return z
    .string({ error: requiredMessage })
    .transform((value) => oneLine(withoutInvisibleCharacters(value)))
    .pipe(z.string().min(1, requiredMessage).max(maxLength, tooLongMessage));
}

/** `value` without the invisible characters above (the joiners stay). */
export function withoutInvisibleCharacters(value: string): string {
  return value.replace(invisibleCharacters, (character) => (joiners.has(character) ? character : ''));
}

const emailSchema = z
  .string({ error: applicationMessages.emailRequired })
  .trim()
  .min(1, applicationMessages.emailRequired)
  .max(254, applicationMessages.tooLong)
  .pipe(z.email(applicationMessages.emailInvalid));

/** What the browser knows of a chosen file before sending it. */
export type ResumeFileInfo = { name: string; type: string };

/**
 * Spec section 5 "Validation rules" accepts a PDF by its type or by a .pdf name; the server then
 * checks the bytes.
 */
export function looksLikePdf(file: ResumeFileInfo): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

const resumeFileSchema = z
  .object({ name: z.string(), type: z.string() }, { error: applicationMessages.resumeRequired })
  .refine(looksLikePdf, applicationMessages.resumeNotPdf);

/**
 * The application form's one definition (issue 44): every field the applicant fills in, in the
 * order the form shows them, each with its rule, its message, its label (`title`), the kind of
 * input (`x-widget`) and the browser's hints. The form, the stored record, the admin view and the
 * e-mails all take their fields from here. `positions` are the choices the form offers: the open
 * openings' titles, then 'Other'.
 */
function applicationFormShape(positions: readonly string[]) {
  return {
    firstName: requiredText(applicationMessages.firstNameRequired, 100).meta({
      title: 'First Name',
      'x-autocomplete': 'given-name',
    }),
    lastName: requiredText(applicationMessages.lastNameRequired, 100).meta({
      title: 'Last Name',
      'x-autocomplete': 'family-name',
    }),
    email: emailSchema.meta({ title: 'Email', 'x-widget': 'email', 'x-autocomplete': 'email' }),
    /** Not sent: it only catches a mistyped address. */
    confirmEmail: z
      .string({ error: applicationMessages.confirmEmailRequired })
      .trim()
      .min(1, applicationMessages.confirmEmailRequired)
      .meta({ title: 'Confirm Email', 'x-widget': 'email', 'x-autocomplete': 'email' }),
    phone: indianMobileSchema(applicationMessages.phoneRequired, applicationMessages.phoneInvalid).meta({
      title: 'Phone Number',
      'x-widget': 'tel',
      'x-autocomplete': 'tel-national',
      'x-placeholder': '10-digit mobile number',
    }),
    /** Free text ('3.5 LPA', '350000'): an amount in rupees as the applicant writes it. */
    expectedSalary: requiredText(applicationMessages.expectedSalaryRequired, 100).meta({
      title: 'Expected Salary',
      'x-widget': 'rupees',
      'x-placeholder': 'e.g. 3.5 LPA',
    }),
    position: requiredText(applicationMessages.positionRequired, 100)
      .pipe(
        z.string().refine((position) => positions.includes(position), applicationMessages.positionUnknown),
      )
      .meta({ title: 'Position' }),
    /**
     * What an applicant choosing 'Other' applies for. Optional here because the seed's clients
     * do not send it; the dialog asks for it (applicationFormSchema).
     */
    otherPosition: z
      .string()
      .transform(oneLine)
      .pipe(z.string().max(100, applicationMessages.tooLong))
      .optional()
      .meta({ title: 'Which position?', 'x-placeholder': 'e.g. Network Engineer' }),
    availableStartDate: z
      .string({ error: applicationMessages.startDateRequired })
      .trim()
      .min(1, applicationMessages.startDateRequired)
      .pipe(z.iso.date(applicationMessages.startDateInvalid))
      .meta({ title: 'Available Start Date', 'x-widget': 'date' }),
    /** Not a text: the file is sent as the request's last part and checked by its content. */
    resume: resumeFileSchema.meta({ title: 'Resume (PDF)' }),
  };
}

/** What the applicant fills in and the server stores: the form without the confirmation and the file. */
function applicationFieldsSchema(positions: readonly string[]) {
  return z.object(applicationFormShape(positions)).omit({ confirmEmail: true, resume: true });
}
export type ApplicationFields = z.infer<ReturnType<typeof applicationFieldsSchema>>;

/** An opening as the application checks it: its Job ID and title. */
export type ApplicableOpening = { id: string; title: string };

/**
 * The text fields of `POST /api/careers/apply` (multipart; the resume is checked as it streams),
 * against the openings open today.
 */
export function applicationSubmissionSchema(openings: readonly ApplicableOpening[]) {
  return applicationFieldsSchema(positionOptions(openings)).extend({
    jobId: z
      .string({ error: applicationMessages.jobUnknown })
      .trim()
      .refine((id) => openings.some((opening) => opening.id === id), applicationMessages.jobUnknown),
    /** Sent by the form as the seed's did; the server stores the opening's own title. */
    jobTitle: z.string().max(200).optional(),
    /** The language of the page the applicant applied from ('bn'): HR calls back in it. */
    language: pageLanguageSchema,
  });
}
export type ApplicationSubmission = z.infer<ReturnType<typeof applicationSubmissionSchema>>;

/** The whole form as the dialog validates it before sending, with the positions it offers. */
export function applicationFormSchema(positions: readonly string[]) {
  return z
    .object(applicationFormShape(positions))
    .refine((form) => form.position !== otherPositionChoice || Boolean(form.otherPosition), {
      path: ['otherPosition'],
      message: applicationMessages.otherPositionRequired,
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'position'),
    })
    .refine((form) => sameEmailAddress(form.email, form.confirmEmail), {
      path: ['confirmEmail'],
      message: applicationMessages.emailsDoNotMatch,
      // Compare only when both addresses are present and the first is valid.
      when: (payload) => {
        const issuesOnEmails = payload.issues.some(
          (issue) => issue.path?.[0] === 'email' || issue.path?.[0] === 'confirmEmail',
        );
        return !issuesOnEmails;
      },
    });
}

/** The name of each field of the form. */
export type ApplicationFieldName = keyof ReturnType<typeof applicationFormShape>;
/** The name of each field the applicant fills in and the server keeps. */
export type ApplicantFieldName = keyof ApplicationFields;

/** A field of the form as its schema describes it (title, widget, hints). */
export type ApplicationField<Name extends string = ApplicationFieldName> = SchemaField & {
  name: Name;
  schema: { title: string; 'x-autocomplete'?: string; 'x-placeholder'?: string };
};

/** Every field of the form, in its order, with its title and hints. */
export const applicationFormFields = schemaFields(
  applicationFormSchema([]),
) as ApplicationField<ApplicationFieldName>[];
export const applicationFieldNames = applicationFormFields.map((field) => field.name);

/** The fields the applicant fills in and the server keeps, in the form's order. */
export const applicantFields = schemaFields(
  applicationFieldsSchema([]),
) as ApplicationField<ApplicantFieldName>[];

/**
 * The applicant's fields as text, "Title: value" in the form's order (those left empty left
 * out): HR's e-mail and the e-mail the dialog falls back to. A mobile number is written with +91.
 */
export function applicationDetailLines(fields: ApplicationFields): string[] {
  return applicantFields.flatMap(({ name, schema }) => {
    const value = fields[name];
    if (!value) return [];
    return [`${schema.title}: ${schema['x-widget'] === 'tel' ? `+91 ${value}` : value}`];
  });
}

/** 'firstName' → 'first_name': the seed's names of the admin view and of the table's columns. */
type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

export function snakeCase<Name extends string>(name: Name): SnakeCase<Name> {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<Name>;
}

/** The applicant's fields by their snake_case names; a field the applicant may leave out is null. */
export type ApplicantColumns = {
  [Name in ApplicantFieldName as SnakeCase<Name>]-?: undefined extends ApplicationFields[Name]
    ? string | null
    : string;
};

/** The applicant's fields as the admin view and the table name them. */
export function applicantColumnsOf(fields: ApplicationFields): ApplicantColumns {
  return Object.fromEntries(
    applicantFields.map(({ name }) => [snakeCase(name), fields[name] ?? null]),
  ) as ApplicantColumns;
}

/** The snake_case names of the applicant's fields. */
export const applicantColumnNames = applicantFields.map(({ name }) =>
  snakeCase(name),
) as (keyof ApplicantColumns)[];

/**
 * The admin view's schema of each of the applicant's fields: a text with the form's title and
 * widget (null for a field the applicant may leave out). Built from the list of fields, so typed
 * by the columns it makes.
 */
const applicantColumnsShape = Object.fromEntries(
  applicantFields.map(({ name, required, schema }) => {
    const text = required ? z.string() : z.string().nullable();
    const widget = schema['x-widget'];
    return [snakeCase(name), text.meta({ title: schema.title, ...(widget && { 'x-widget': widget }) })];
  }),
) as unknown as { [Column in keyof ApplicantColumns]: z.ZodType<ApplicantColumns[Column]> };

/** The position as HR reads it: 'Other: Network Engineer' when the applicant named one. */
export function positionLabel(position: string, otherPosition: string | null | undefined): string {
  return position === otherPositionChoice && otherPosition ? `${position}: ${otherPosition}` : position;
}

/**
 * One application as the admin list shows it (the seed's snake_case field names): the
 * applicant's fields from the form's schema, and what the server adds. Titled fields are shown
 * to HR in this order.
 */
export const applicationAdminViewSchema = z.object({
  id: z.number(),
  /** Told to the applicant; HR finds an application by it. */
  reference: z.string().meta({ title: 'Reference' }),
  job_id: z.string(),
  job_title: z.string(),
  application_date: z.string().meta({ title: 'Applied', 'x-widget': 'date-time' }),
  ...applicantColumnsShape,
  /** The code of the page's language, 'bn'; HR reads 'Bengali (বাংলা)'. */
  language: z.string().meta({ title: 'Language', 'x-widget': 'language' }),
  status: applicationStatusSchema,
  /** Bytes. */
  resume_size: z.number(),
});
export type ApplicationAdminView = z.infer<typeof applicationAdminViewSchema>;

/** `GET /api/careers/applications` → `data` */
export const applicationsPageSchema = z.object({
  applications: z.array(applicationAdminViewSchema),
  /** How many match the filters (for paging). */
  total: z.number(),
  /** Counts by status over all applications (for the status pie chart). */
  statusCounts: z.record(applicationStatusSchema, z.number()),
});
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

/** `GET /api/careers/applications/:id/history` → `data.history` */
export const applicationStatusChangeSchema = z.object({
  from_status: applicationStatusSchema.nullable(),
  to_status: applicationStatusSchema,
  changed_at: z.string(),
  /** The person who changed it ("Owner (before accounts)" for the shared admin); null for the application's arrival. */
  changed_by: z.string().nullable(),
});
export type ApplicationStatusChange = z.infer<typeof applicationStatusChangeSchema>;
export const applicationHistorySchema = z.object({ history: z.array(applicationStatusChangeSchema) });

/** `POST /api/careers/apply` → `data` */
export const applicationReceiptSchema = z.object({
  /**
   * The application's reference ('A7K3M9QX'), told to the applicant: random, so it tells nobody
   * how many people applied (issue 45).
   */
  reference: z.string(),
  /** The seed's name for it, for its clients: the same reference (no longer a running number). */
  applicationId: z.string(),
});
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

/** `PATCH /api/careers/applications/:id/status` body. */
export const applicationStatusUpdateSchema = z.object({
  status: z.enum(applicationStatuses, {
    error: `Status must be one of: ${applicationStatuses.join(', ')}`,
  }),
});

/** `GET /api/careers/applications` query: paging (newest first), filters and search. */
export const applicationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  status: applicationStatusSchema.optional(),
  jobId: queryText(20).optional(),
  /** Part of the applicant's name or e-mail, or the application's reference. */
  search: queryText(100).optional(),
  /** The language of the page the applicant applied from ('bn'). */
  language: siteLanguageCodeSchema.optional(),
});
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;

/** `:id` in the application routes. */
export const applicationIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
