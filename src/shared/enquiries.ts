import { z } from 'zod';
import { honeypotFieldName, oneLine, requiredText, withoutInvisibleCharacters } from './careers.js';
import { withAsciiDigits } from './indian-digits.js';
import { indianMobileSchema } from './indian-phone.js';
import { languageInWords, siteLanguages } from './languages.js';
import { pageLanguageSchema, siteLanguageCodeSchema } from './page-language.js';
import { queryText } from './query-text.js';
import { type SchemaField, schemaFields } from './schema-fields.js';
import { isSitePath } from './site-path.js';
import { type Weekday, weekdays } from './weekdays.js';

/**
 * The enquiry contract (issue 27): the form's one schema and its messages, shared by the dialog
 * and `POST /api/enquiries`, then the shapes the admin's Enquiries tab reads and sends.
 */

/** What an enquiry is about; the routing rules send distribution and careers to their desks. */
export const enquiryTopics = ['sales', 'distribution', 'careers'] as const;
export type EnquiryTopic = (typeof enquiryTopics)[number];
export const enquiryTopicLabels: Record<EnquiryTopic, string> = {
  sales: 'A quote or a purchase',
  distribution: 'Dealership or distribution',
  careers: 'Careers',
};

/** Who is asking. A dealer's enquiry goes to the distribution desk whatever its topic. */
export const customerTypes = ['business', 'dealer', 'individual'] as const;
export type CustomerType = (typeof customerTypes)[number];
export const customerTypeLabels: Record<CustomerType, string> = {
  business: 'A business',
  dealer: 'A dealer or reseller',
  individual: 'An individual',
};

export const enquiryStatuses = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Longest free text a visitor may write about their need. */
export const ENQUIRY_MESSAGE_MAX_LENGTH = 2000;

/** Every message the form and the server show, each naming its field. */
export const enquiryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  phoneRequired: 'Mobile number is required',
  phoneInvalid: 'Mobile number: please enter a valid 10-digit Indian mobile number',
  emailInvalid: 'E-mail: please enter a valid e-mail address, or leave it empty',
  placeRequired: 'City or PIN code is required',
  placeTooLong: 'City or PIN code must be at most 100 characters',
  pinInvalid: 'PIN code: please enter a 6-digit Indian PIN code',
  needRequired: 'What you need: name a product or brand, or describe it',
  productTooLong: 'Product or brand must be at most 100 characters',
  quantityInvalid: 'Quantity must be a whole number from 1 to 100000',
  messageTooLong: `Details must be at most ${ENQUIRY_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`,
  customerTypeRequired: 'Please say whether you are a business, a dealer or an individual',
  topicInvalid: 'Please choose what your enquiry is about',
  consentRequired: 'Consent: please agree to be contacted about this enquiry',
} as const;

/**
 * A 6-digit Indian PIN code: its first two digits name a postal circle (11 Delhi … 85 Jharkhand);
 * 9x are the army's and no other country's six digits start a circle India has.
 */
export const indianPinPattern = /^(1[1-9]|2[0-8]|3[0-46-9]|4\d|5[0-36-9]|6[0-47-9]|7\d|8[0-5])\d{4}$/;

/** An optional one-line text: cleaned like the required ones, empty becomes undefined. */
function optionalLine(maxLength: number, tooLongMessage: string) {
  return z
    .string()
    .transform((value) => oneLine(withoutInvisibleCharacters(value)))
    .pipe(z.string().max(maxLength, tooLongMessage))
    .transform((value) => value || undefined)
    .optional();
}

/**
 * The place a visitor names: a town, or a PIN code which must then be an Indian one. A PIN typed
 * in Bengali or Devanagari digits is kept in ASCII digits, as the routing reads it.
 */
const placeSchema = z
  .string({ error: enquiryMessages.placeRequired })
  .transform(withAsciiDigits)
  .pipe(requiredText(enquiryMessages.placeRequired, 100, enquiryMessages.placeTooLong))
  .refine(
    (place) => !/^\d[\d\s]*$/.test(place) || indianPinPattern.test(place.replace(/\s/g, '')),
    enquiryMessages.pinInvalid,
  );

/**
 * The enquiry form's one definition (issue 44): every field the visitor fills in, in the order the
 * form shows them, each with its rule, its message, its label (`title`, the phrasebook's key), the
 * kind of input (`x-widget`: 'tel', 'email', 'numeric' for a number typed as text, 'textarea',
 * 'radio', 'select', 'checkbox') and the browser's hints. The form's values, their order and the
 * blank form are all drawn from here.
 */
const enquiryFormSchema = z.object({
  name: requiredText(enquiryMessages.nameRequired, 100, enquiryMessages.nameTooLong).meta({
    title: 'Name',
    'x-autocomplete': 'name',
  }),
  phone: indianMobileSchema(enquiryMessages.phoneRequired, enquiryMessages.phoneInvalid).meta({
    title: 'Mobile number',
    'x-widget': 'tel',
    'x-autocomplete': 'tel-national',
  }),
  email: z
    .string()
    .trim()
    .max(254, enquiryMessages.emailInvalid)
    .pipe(z.union([z.literal(''), z.email(enquiryMessages.emailInvalid)]))
    .transform((value) => value || undefined)
    .optional()
    .meta({ title: 'E-mail', 'x-widget': 'email', 'x-autocomplete': 'email' }),
  place: placeSchema.meta({
    title: 'City or PIN code',
    'x-autocomplete': 'postal-code',
    'x-hint': 'e.g. Gaya or 823001',
  }),
  brand: optionalLine(60, enquiryMessages.productTooLong).meta({ title: 'Brand' }),
  product: optionalLine(100, enquiryMessages.productTooLong).meta({
    title: 'Product',
    'x-hint': 'e.g. Laptops',
  }),
  // A quantity typed in Bengali or Devanagari digits counts as well ('২০' is 20).
  quantity: z
    .preprocess(
      (value) => (typeof value === 'string' ? withAsciiDigits(value) : value),
      z.coerce
        .number({ error: enquiryMessages.quantityInvalid })
        .int(enquiryMessages.quantityInvalid)
        .min(1, enquiryMessages.quantityInvalid)
        .max(100_000, enquiryMessages.quantityInvalid),
    )
    .optional()
    .meta({ title: 'Quantity', 'x-widget': 'numeric' }),
  message: z
    .string()
    .transform((value) => withoutInvisibleCharacters(value).replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(ENQUIRY_MESSAGE_MAX_LENGTH, enquiryMessages.messageTooLong))
    .transform((value) => value || undefined)
    .optional()
    .meta({ title: 'Details', 'x-widget': 'textarea' }),
  customerType: z
    .enum(customerTypes, enquiryMessages.customerTypeRequired)
    .meta({ title: 'You are', 'x-widget': 'radio' }),
  topic: z
    .enum(enquiryTopics, enquiryMessages.topicInvalid)
    .default('sales')
    .meta({ title: 'About', 'x-widget': 'select' }),
  /** The form labels the box with the content's wording (`enquiryConsentLabel`), the owner's to edit. */
  consent: z
    .literal(true, enquiryMessages.consentRequired)
    .meta({ title: 'Consent', 'x-widget': 'checkbox' }),
});

/** The form's fields, as the dialog validates them and `POST /api/enquiries` receives them. */
export const enquirySubmissionSchema = enquiryFormSchema
  .extend({
    /** The office the visitor chose (a branch card, the chat's handover); the routing honours it. */
    officeId: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional()
      .catch(undefined),
    /** The page the form was opened on. */
    sourcePage: z.string().max(200).refine(isSitePath).optional().catch(undefined),
    /** The language of that page ('bn' for /bn/contact): the office calls back in it. */
    language: pageLanguageSchema,
    /** The honeypot: people never fill it in. */
    [honeypotFieldName]: z.string().max(200).optional(),
  })
  .refine((form) => Boolean(form.product || form.brand || form.message), {
    path: ['product'],
    message: enquiryMessages.needRequired,
  });
export type EnquirySubmission = z.infer<typeof enquirySubmissionSchema>;
/** The form's fields as typed, before the schema cleans them ('২০' for a quantity). */
export type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
/** The name of each field the visitor fills in. */
export type EnquiryFormFieldName = keyof EnquiryFormInput;

/** A field of the form as its schema describes it (label, kind of input, hints). */
export type EnquiryFormField = SchemaField & {
  name: EnquiryFormFieldName;
  schema: { title: string; 'x-autocomplete'?: string; 'x-hint'?: string };
};

/** Every field the visitor fills in, in the form's order: the first wrong one gets the focus. */
export const enquiryFormFields = schemaFields(enquiryFormSchema) as EnquiryFormField[];

export type EnquiryFieldName = Exclude<
  keyof z.input<typeof enquirySubmissionSchema>,
  typeof honeypotFieldName
>;

/** `POST /api/enquiries` → `data`: the reference and the office that will call. */
export const enquiryReceiptSchema = z.object({
  reference: z.string(),
  office: z.object({ name: z.string(), phone: z.string().nullable() }),
  /** True when this was the same enquiry sent again within minutes: the first one's reference. */
  repeated: z.boolean(),
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

/**
 * One enquiry as the admin's list shows it. A field with a `title` is one staff read (the detail,
 * the CSV export); the others steer the view (links, highlighting). `x-widget: 'date-time'` marks
 * an instant shown in the reader's time.
 */
export const enquiryAdminViewSchema = z.object({
  id: z.number(),
  reference: z.string().meta({ title: 'Reference' }),
  createdAt: z.string().meta({ title: 'Received', 'x-widget': 'date-time' }),
  status: z.enum(enquiryStatuses).meta({ title: 'Status' }),
  officeName: z.string().meta({ title: 'Office' }),
  routingReason: z.string().meta({ title: 'Why this office' }),
  name: z.string().meta({ title: 'Name' }),
  /** The 10-digit mobile, or its masked form (98•••••345) for a role that may not see it (enquiry-contacts.ts). */
  phone: z.string().meta({ title: 'Mobile' }),
  email: z.string().nullable().meta({ title: 'E-mail' }),
  /** False when phone and e-mail are masked for the signed-in person: no call or WhatsApp links then. */
  contactsShown: z.boolean(),
  place: z.string().meta({ title: 'City or PIN' }),
  district: z.string().nullable().meta({ title: 'District' }),
  brand: z.string().nullable().meta({ title: 'Brand' }),
  product: z.string().nullable().meta({ title: 'Product' }),
  quantity: z.number().nullable().meta({ title: 'Quantity' }),
  message: z.string().nullable().meta({ title: 'Details' }),
  customerType: z.enum(customerTypes).meta({ title: 'Customer' }),
  topic: z.enum(enquiryTopics).meta({ title: 'Topic' }),
  sourcePage: z.string().nullable().meta({ title: 'Source page' }),
  /** The code of the page's language, 'bn'; staff read 'Bengali (বাংলা)'. */
  language: z.string().meta({ title: 'Language' }),
  officeId: z.string(),
  firstResponseAt: z.string().nullable().meta({ title: 'First response', 'x-widget': 'date-time' }),
  /** Still new after the business hours the routing rules allow: shown highlighted. */
  overdue: z.boolean(),
});
export type EnquiryAdminView = z.infer<typeof enquiryAdminViewSchema>;

/** A field of the enquiry that staff read: its name and title, in the schema's order. */
export type EnquiryReadField = SchemaField & {
  name: keyof EnquiryAdminView;
  schema: { title: string; 'x-widget'?: string };
};

/** The fields staff read (those with a title), in the schema's order: the detail and the CSV export. */
export const enquiryReadFields = schemaFields(enquiryAdminViewSchema).filter(
  (field) => field.schema.title !== undefined,
) as EnquiryReadField[];

/** The words of each chosen value: what the visitor picked in the form, and the statuses. */
const choiceLabels: Partial<Record<keyof EnquiryAdminView, Record<string, string>>> = {
  status: enquiryStatusLabels,
  customerType: customerTypeLabels,
  topic: enquiryTopicLabels,
  language: Object.fromEntries(siteLanguages.map(({ code }) => [code, languageInWords(code)])),
};

/**
 * A field of an enquiry as staff read it: a choice in words ('A quote or a purchase', not
 * 'sales'), an instant through `formatInstant` (the reader's time), a number as text; null when
 * the visitor left it empty.
 */
export function enquiryValueInWords(
  enquiry: EnquiryAdminView,
  field: EnquiryReadField,
  formatInstant: (iso: string) => string,
): string | null {
  const value = enquiry[field.name];
  if (value === null) return null;
  const labels = choiceLabels[field.name];
  if (labels) return labels[String(value)] ?? String(value);
  if (field.schema['x-widget'] === 'date-time') return formatInstant(String(value));
  return String(value);
}

export const enquiryEventKinds = ['status', 'note', 'reassign', 'reminder'] as const;

/** What happened to an enquiry after it came in, oldest first. */
export const enquiryEventSchema = z.object({
  kind: z.enum(enquiryEventKinds),
  at: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  text: z.string().nullable(),
  /** The person who made the change; null for changes recorded before people were named. */
  by: z.string().nullable(),
});
export type EnquiryEvent = z.infer<typeof enquiryEventSchema>;

/** A status as stored, or in words when it is one ('contacted' -> 'Contacted'). */
function statusInWords(value: string | null): string {
  return value === null ? '–' : (enquiryStatusLabels[value as EnquiryStatus] ?? value);
}

/** What happened, as the enquiry's history says it ("Status New → Contacted, by Asha"). */
export function enquiryEventInWords(event: EnquiryEvent): string {
  const what =
    event.kind === 'status'
      ? `Status ${statusInWords(event.fromValue)} → ${statusInWords(event.toValue)}`
      : event.kind === 'reassign'
        ? `Reassigned from ${event.fromValue ?? '–'} to ${event.toValue ?? '–'}: ${event.text ?? ''}`
        : event.kind === 'note'
          ? `Note: ${event.text ?? ''}`
          : 'Reminder sent: still new after the business hours allowed';
  return event.by ? `${what}, by ${event.by}` : what;
}

export const enquiryDetailSchema = z.object({
  enquiry: enquiryAdminViewSchema,
  events: z.array(enquiryEventSchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

/** `GET /api/admin/enquiries` → `data` */
export const enquiriesPageSchema = z.object({
  enquiries: z.array(enquiryAdminViewSchema),
  total: z.number(),
});
export type EnquiriesPage = z.infer<typeof enquiriesPageSchema>;

/** `GET /api/admin/enquiries/offices` → `data`: every office (to reassign to), and those the person sees. */
export const enquiryOfficesSchema = z.object({
  offices: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The offices whose enquiries the signed-in person sees: the office filter offers only these. */
  seenOfficeIds: z.array(z.string()),
});
export type EnquiryOffices = z.infer<typeof enquiryOfficesSchema>;

/** `GET /api/admin/enquiries` and its export: filters and paging (newest first). */
export const enquiriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  officeId: queryText(60).optional(),
  status: z.enum(enquiryStatuses).optional(),
  topic: z.enum(enquiryTopics).optional(),
  sourcePage: queryText(200).optional(),
  /** The language of the page the enquiry was sent from ('bn'). */
  language: siteLanguageCodeSchema.optional(),
  /** Received on or after this day (IST), `YYYY-MM-DD`. */
  from: z.iso.date().optional(),
  /** Received on or before this day (IST). */
  to: z.iso.date().optional(),
});
export type EnquiriesQuery = z.infer<typeof enquiriesQuerySchema>;

/** `PATCH /api/admin/enquiries/:id`: any of a status change, a note, a reassignment with its reason. */
export const enquiryUpdateSchema = z
  .object({
    status: z.enum(enquiryStatuses).optional(),
    note: z.string().trim().min(1).max(2000).optional(),
    reassign: z
      .object({
        officeId: z.string().regex(/^[a-z0-9-]{1,60}$/),
        reason: z.string().trim().min(1, 'Reason is required').max(500),
      })
      .optional(),
  })
  .refine((update) => update.status || update.note || update.reassign, 'Nothing to change');
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

export const enquiryIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

const responseTimeSchema = z.object({
  /** Business minutes from receipt to the first status change or note; null with none answered. */
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
  answered: z.number(),
});

/** `GET /api/admin/enquiries/summary` → `data` */
export const enquirySummarySchema = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(enquiryStatuses), z.number()),
  /** Won of those decided (won or lost); null before any is decided. */
  wonRate: z.number().nullable(),
  /** New enquiries past the business hours allowed. */
  overdue: z.number(),
  firstResponse: responseTimeSchema,
  offices: z.array(
    responseTimeSchema.extend({
      officeId: z.string(),
      officeName: z.string(),
      total: z.number(),
      /** The office's week its times count, in words: its own opening hours, or the rules' business hours. */
      hoursCounted: z.string(),
    }),
  ),
  sourcePages: z.array(z.object({ name: z.string(), count: z.number() })),
  brands: z.array(z.object({ name: z.string(), count: z.number() })),
  /** The routing rules' business hours (India time): what an office without its own opening hours counts. */
  businessHours: z.object({ days: z.array(z.string()), opens: z.string(), closes: z.string() }),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

/** `POST /api/admin/enquiries/erasure`: a visitor's erasure request (DPDP), by their mobile number. */
export const enquiryErasureSchema = z.object({
  phone: indianMobileSchema(enquiryMessages.phoneRequired, enquiryMessages.phoneInvalid),
});
export const enquiryErasureResultSchema = z.object({ erased: z.number() });

/** Business hours as staff read them: 'Mon–Sat, 10:00–19:00 India time'; days apart are listed. */
export function businessHoursInWords(hours: EnquirySummary['businessHours']): string {
  const positions = hours.days.map((day) => weekdays.indexOf(day as Weekday)).sort((a, b) => a - b);
  const first = positions[0] ?? 0;
  const inARow = positions.every((position, index) => position === first + index);
  const days =
    inARow && positions.length > 2
      ? `${weekdays[first]}–${weekdays[positions.at(-1) ?? first]}`
      : positions.map((position) => weekdays[position]).join(', ');
  return `${days}, ${hours.opens}–${hours.closes} India time`;
}
