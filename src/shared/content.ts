/**
 * The content studio's API contract (`/api/content`, `/api/media`, admin only). A collection's
 * document is checked against that collection's own schema (src/content/collections.ts); these
 * are the shapes around it.
 */
import { z } from 'zod';

export const revisionNumberSchema = z.number().int().min(1).max(1_000_000_000);

/** `GET /api/content` → `data.collections`: each collection with its published revision. */
export const collectionSummarySchema = z.object({
  collection: z.string(),
  title: z.string(),
  revision: revisionNumberSchema,
  updatedAt: z.iso.datetime(),
  updatedBy: z.string(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** `GET /api/content/:collection` → `data`. */
export const contentDocumentSchema = z.object({
  collection: z.string(),
  document: z.record(z.string(), z.unknown()),
  revision: revisionNumberSchema,
  /**
   * The fingerprint of each of the samples' translations of the collection (language code →
   * translation key → fingerprint), so the studio tells a translation still the sample's own
   * without the sample texts.
   */
  sampleTranslations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/**
 * `PUT /api/content/:collection`: publishes `document` as the next revision, if `baseRevision`
 * (the revision the editor started from) is still the latest; otherwise 409, and nothing is saved.
 */
export const contentSaveRequestSchema = z.object({
  document: z.record(z.string(), z.unknown()),
  baseRevision: revisionNumberSchema,
});
export type ContentSaveRequest = z.infer<typeof contentSaveRequestSchema>;

/**
 * `POST /api/content/:collection/previews`: keeps an unpublished `document` for 30 minutes, to be
 * seen on the pages that show the collection. Checked as a save is (400 with a message per field).
 */
export const contentPreviewRequestSchema = contentSaveRequestSchema.pick({ document: true });

/** `POST /api/content/:collection/previews` → `data`: where to see each page that shows the draft. */
export const contentPreviewSchema = z.object({
  expiresAt: z.iso.datetime(),
  pages: z.array(
    z.object({
      /** The page on the live site: '/retail'. */
      path: z.string(),
      /** The same page with the draft: '/preview/<token>/retail'. */
      previewPath: z.string(),
      /** The page in each other language, with the draft's translations: '/preview/<token>/bn/retail'. */
      inOtherLanguages: z.array(
        z.object({
          /** The language's code: 'bn'. */
          language: z.string(),
          /** Its name in English: 'Bengali'. */
          name: z.string(),
          previewPath: z.string(),
        }),
      ),
    }),
  ),
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

/** The field of a document a message is about: its dot path ('offices.3.phone'), or '(document)'. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '(document)';
}

/**
 * What the editor shows and the server answers for an invalid document: the first message of each
 * invalid field, by its dot path.
 */
export function messagesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldPath(issue.path)] ??= issue.message;
  return fields;
}

/**
 * One saved revision: who, when, and what it changed, a sentence a line ('Patna Branch: phone
 * +91 33 0000 0012 → +91 98300 12345', 'Removed opening 005 CRM Executive').
 */
export const contentRevisionSchema = z.object({
  revision: revisionNumberSchema,
  createdAt: z.iso.datetime(),
  author: z.string(),
  summary: z.array(z.string()),
  /** The revision it brought back, when it was a restore. */
  restoredFrom: revisionNumberSchema.nullable(),
  /** The other collections published in the same change (their names); empty when published alone. */
  publishedWith: z.array(z.string()),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** `GET /api/content/:collection/revisions/:revision/restore-summary` → `data`: what a restore would change. */
export const restoreSummarySchema = z.object({ summary: z.array(z.string()) });

/**
 * `POST /api/content/:collection/restore`: publishes an earlier revision's document again, if
 * `baseRevision` (the revision the editor saw as published) is still the latest; otherwise 409, as
 * for a save, so a restore never silently replaces a save made at the same moment.
 */
export const contentRestoreRequestSchema = z.object({
  revision: revisionNumberSchema,
  baseRevision: revisionNumberSchema,
});

/** Why a published value still looks like a sample the company has to replace. */
export const sampleReasons = [
  'example-address',
  'sample-number',
  'sample-name',
  'sample-media',
  /** The first owner still signs in with the sample e-mail (ADMIN_EMAIL unset): not content. */
  'sample-owner-email',
] as const;
export type SampleReason = (typeof sampleReasons)[number];

/** `GET /api/content/checklist` → `data.items`: every published value that is still a sample, and `data.kept`. */
export const launchChecklistItemSchema = z.object({
  /** The content collection; `accounts` for the first owner's sign-in e-mail, which no editor changes. */
  collection: z.string(),
  /** Dot path of the field in the collection's document: 'offices.3.phone'. */
  path: z.string(),
  /** The field as the editor names it: 'Patna Branch › Phone'. */
  name: z.string(),
  value: z.string(),
  reason: z.enum(sampleReasons),
});
export type LaunchChecklistItem = z.infer<typeof launchChecklistItemSchema>;

/** A value that looks like a sample and that a person decided to keep as it is: who, and when. */
export const keptChecklistItemSchema = launchChecklistItemSchema.extend({
  keptBy: z.string(),
  keptAt: z.iso.datetime(),
});
export type KeptChecklistItem = z.infer<typeof keptChecklistItemSchema>;

/** Some texts of one collection, counted, with the field of the first. */
const textsOfCollectionSchema = z.object({
  collection: z.string(),
  count: z.number().int(),
  /** Dot path of the first such text's field, where its editor opens: 'offices.3.name'. */
  firstPath: z.string(),
});

/**
 * `GET /api/content/checklist` → `data.languages`: for each language besides the default, what of
 * the published content a visitor still reads in English, and what is still the samples' wording.
 */
export const languageChecklistSchema = z.object({
  /** The language's code: 'bn'. */
  language: z.string(),
  /** Its name in English: 'Bengali'. */
  name: z.string(),
  /** The translatable texts with no translation, by collection (those with any), in the collections' order. */
  untranslated: z.array(textsOfCollectionSchema),
  /** The translations whose English changed since they were written, by collection, likewise. */
  outdated: z.array(textsOfCollectionSchema),
  /**
   * The translations still the samples' own, word for word, that no speaker of the language has
   * checked, by collection likewise; each opens on its first translation ('translations.bn.title').
   */
  samples: z.array(textsOfCollectionSchema),
});
export type LanguageChecklist = z.infer<typeof languageChecklistSchema>;

/**
 * `POST /api/content/checklist/keeps`: keep the published value at `path` as it is; it leaves the
 * checklist's count. Refused (404) when that value is not on the checklist.
 */
export const keepSampleRequestSchema = z.object({
  collection: z.string().max(60),
  path: z.string().max(500),
  value: z.string().max(5000),
});

/**
 * The part of JSON Schema the collections' zod schemas produce (z.toJSONSchema), from which the
 * admin's editor draws its forms: `GET /api/content/schemas` → `data.schemas[collection]`.
 */
export type FieldSchema = {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  title?: string;
  description?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  enum?: (string | number)[];
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** How to edit it, beyond its type (src/content/schemas/fields.ts sets it). */
  'x-widget'?: FieldWidget;
  /** A list's items, as people call them (src/content/schemas/fields.ts sets it). */
  'x-item'?: ListItemWords;
  /** An item's key, made from this property of the item when it is added ('name'). */
  'x-key-from'?: string;
  /** The key of an item of another list, chosen by its name (src/content/schemas/fields.ts sets it). */
  'x-references'?: ReferenceTarget;
  /** A text with a value in each language of the site (content-translations.ts). */
  'x-translatable'?: boolean;
};

/**
 * The list a reference points into: `list` in the `collection` document ('offices' of 'branches').
 * An item's key is its property made from its name ('x-key-from'); its name is the list's item name.
 */
export type ReferenceTarget = { collection: string; list: string };

/**
 * How a list's items are called: `noun` says what the list holds ('branch': "Add a branch"), and
 * `name`, a template of the item's properties in braces and `{position}` (from 1), names one item
 * in headings, the history and the launch checklist ('opening {id} {title}'). Without a template an
 * item is called by its name, title, heading or caption.
 */
export type ListItemWords = { noun: string; name?: string };
export type FieldWidget =
  | 'textarea'
  | 'tel'
  | 'email'
  | 'url'
  | 'date'
  | 'color'
  | 'photo'
  | 'video'
  | 'logo'
  | 'weekly-hours';
