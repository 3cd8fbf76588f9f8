// The field types the content collections share, each with the message an editor sees when a
// value is wrong. The admin's editor, the server's check and the pages all use these.

import { z } from 'zod';
import type { ReferenceTarget } from '#shared/content.js';
import { hasControlCharacter } from '#shared/control-characters.js';
import { parseIndianPhone } from '#shared/indian-phone.js';
import { isSitePath } from '#shared/site-path.js';

/**
 * The one text rule of every content string a person types: no control characters but tabs and
 * line breaks (see control-characters.ts). A NUL in an opening's title made applications to it
 * fail on PostgreSQL. Fields with a pattern (keys, colours, paths) cannot hold one anyway.
 */
function withoutControlCharacters<Text extends z.ZodType<string>>(text: Text, title: string) {
  return text.refine(
    (value) => !hasControlCharacter(value, { allowLineBreaks: true }),
    `${title} must not contain control characters`,
  );
}

type TextOptions = {
  max?: number;
  description?: string;
  /**
   * A name, address or figure written the same in every language ('HP', '15+'): entered once,
   * with no translations. Every other text has a value per language (shared/content-translations.ts).
   */
  sameInEveryLanguage?: boolean;
};

/** A line of text that must not be empty. */
export function requiredText(title: string, options: TextOptions = {}) {
  const text = z
    .string({ error: `${title} is required` })
    .trim()
    .min(1, `${title} is required`)
    .max(options.max ?? 300, `${title} must be at most ${options.max ?? 300} characters`);
  return withoutControlCharacters(text, title).meta({
    title,
    ...(options.description && { description: options.description }),
    'x-translatable': !options.sameInEveryLanguage,
  });
}

/** A paragraph: longer text, shown as a text area in the editor. */
export function paragraph(title: string, options: TextOptions = {}) {
  return requiredText(title, { max: options.max ?? 2000, ...options }).meta({
    title,
    'x-widget': 'textarea',
    ...(options.description && { description: options.description }),
    'x-translatable': !options.sameInEveryLanguage,
  });
}

/** A list of short texts (requirements, product names...). */
export function textList(
  title: string,
  options: { min?: number; max?: number; sameInEveryLanguage?: boolean } = {},
) {
  return z
    .array(requiredText(`${title} item`, { sameInEveryLanguage: options.sameInEveryLanguage }))
    .min(options.min ?? 0, `${title} needs at least ${options.min ?? 0}`)
    .max(options.max ?? 50)
    .meta({ title });
}

/**
 * An Indian phone number (src/shared/indian-phone.ts): a 10-digit mobile, or a landline with its
 * STD code. Kept as the pages show it, in international form ('+91 33 2234 5678'), from which the
 * tel: link dials E.164 ('tel:+913322345678').
 */
export function phoneNumber(title = 'Phone') {
  const example = `${title} must be a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678`;
  return z
    .string({ error: `${title} is required` })
    .trim()
    .min(1, `${title} is required`)
    .refine((phone) => parseIndianPhone(phone) !== undefined, example)
    .transform((phone) => parseIndianPhone(phone)?.display ?? phone)
    .meta({
      title,
      'x-widget': 'tel',
      description: 'A mobile, or a landline with its STD code; the site shows it with +91',
    });
}

/**
 * The first 3 digits of Indian PIN codes ('700' for Kolkata): PIN codes start with 1 to 8
 * (src/shared/enquiries.ts has the whole rule).
 */
export function pinPrefix(title = 'PIN prefix') {
  return z
    .string({ error: `${title} is required` })
    .trim()
    .regex(/^[1-8]\d{2}$/, `${title} must be the first 3 digits of a PIN code, like 700 or 800`)
    .meta({ title });
}

/**
 * A Corporate Identity Number as the Registrar of Companies issues it: listed or not (L/U), the
 * industry code (5 digits), the state (2 letters), the year (4 digits), the kind of company (3
 * letters: PTC, PLC...) and the registration number (6 digits).
 */
export function corporateIdentityNumber(title = 'Corporate Identity Number (CIN)') {
  return z
    .string({ error: `${title} is required` })
    .trim()
    .toUpperCase()
    .regex(
      /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
      `${title} must be the 21 characters on the certificate of incorporation, like U72900WB2010PTC123456`,
    )
    .meta({ title, description: '21 characters, as on the certificate of incorporation' });
}

export function emailAddress(title = 'E-mail') {
  const text = z
    .string({ error: `${title} is required` })
    .trim()
    .toLowerCase();
  return withoutControlCharacters(text, title)
    .pipe(z.email(`${title} must be an e-mail address`))
    .meta({ title, 'x-widget': 'email' });
}

/** A web address: https (or http) only, so no script can hide in a link. */
export function webAddress(title = 'Web address') {
  const address = z
    .url({ protocol: /^https?$/, message: `${title} must be a web address starting with https://` })
    .max(2000);
  return withoutControlCharacters(address, title).meta({ title, 'x-widget': 'url' });
}

/** A link inside the site ('/careers') or a web address. */
export function linkTarget(title = 'Link') {
  const link = z.string().trim().max(2000);
  return withoutControlCharacters(link, title)
    .refine(
      (link) => (isSitePath(link) && !/\s/.test(link)) || /^https?:\/\/\S+$/.test(link),
      `${title} must be a site path like /careers or a web address`,
    )
    .meta({ title });
}

/** A calendar date, '2025-06-01'. */
export function calendarDate(title: string) {
  return z.iso.date(`${title} must be a date`).meta({ title, 'x-widget': 'date' });
}

export function year(title = 'Year') {
  return z
    .number(`${title} must be a number`)
    .int(`${title} must be a whole year`)
    .min(1900, `${title} must be 1900 or later`)
    .max(2100, `${title} must be 2100 or earlier`)
    .meta({ title });
}

/** A stable key: lower case letters, digits and hyphens ('salt-lake'). */
export function slug(title = 'Key', description?: string) {
  return z
    .string({ error: `${title} is required` })
    .trim()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      `${title} must use lower-case letters, digits and hyphens only, like salt-lake`,
    )
    .max(60)
    .meta({ title, ...(description && { description }) });
}

/**
 * An item's own key, made by the editor from its `from` property ('name') when the item is added
 * and shown read-only under "Advanced": links and other lists refer to it, so it stays when the
 * name changes later.
 */
export function itemKey(
  from: string,
  title = 'Key',
  description = 'Made from the name when added; links use it',
) {
  return slug(title).meta({ title, description, 'x-key-from': from });
}

/**
 * The key of an item of another list ('kolkata-corporate', an office of `branches.offices`): the
 * editor offers the items by their names and stores the key. `target.list` is the list in the
 * `target.collection` document; its items' keys are their `itemKey` property.
 */
export function reference(title: string, target: ReferenceTarget, description?: string) {
  return z
    .string({ error: `${title} is required` })
    .trim()
    .min(1, `${title} is required`)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `${title} must be chosen from the list`)
    .max(60)
    .meta({ title, 'x-references': target, ...(description && { description }) });
}

export const indianStates = ['West Bengal', 'Bihar', 'Jharkhand', 'Odisha'] as const;

export function indianState(title = 'State') {
  return z.enum(indianStates, `${title} must be one of ${indianStates.join(', ')}`).meta({ title });
}

/** The lucide icons the pages can draw for a feature or a service. */
export const iconNames = [
  'ArrowLeftRight',
  'Award',
  'BadgeCheck',
  'Cctv',
  'CreditCard',
  'FingerprintPattern',
  'GraduationCap',
  'HardDrive',
  'Headset',
  'Laptop',
  'Megaphone',
  'Monitor',
  'Network',
  'ShieldCheck',
  'Smartphone',
  'Store',
  'Warehouse',
  'Wrench',
] as const;
export type IconName = (typeof iconNames)[number];

export function iconName(title = 'Icon') {
  return z.enum(iconNames, `${title} must be one of the listed icons`).meta({ title });
}

/**
 * A photo: an uploaded image (its media id) or a generated sample illustration (its sample
 * name), with the one text that describes it to people who cannot see it: the pages' alt text.
 */
export const photoSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose or upload a photo')
      .max(80)
      .meta({ title: 'Photo' }),
    alt: requiredText('Description of this photo', {
      max: 250,
      description:
        "What screen readers read out in place of the photo, e.g. 'Shop front on Park Street at dusk'",
    }),
  })
  .meta({ title: 'Photo', 'x-widget': 'photo' });
export type Photo = z.infer<typeof photoSchema>;

/**
 * A video file: an upload (`/media/<media id>`, its format told by its bytes at upload) or one of
 * the build's own videos (`/media/discover-in-action.webm`).
 */
export const videoSourceSchema = z.object({
  src: z
    .string()
    .regex(/^\/media\/([0-9a-f]{64}|[a-z0-9-]+\.(mp4|webm))$/, 'Choose or upload a video')
    .meta({ title: 'File' }),
  type: z.enum(['video/mp4', 'video/webm']).meta({ title: 'Format' }),
});

/** A video: its files (best format first) and the photo shown before it plays. */
export const videoSchema = z
  .object({
    id: itemKey('title'),
    title: requiredText('Title'),
    sources: z
      .array(videoSourceSchema)
      .min(1, 'A video needs at least one file')
      .max(3)
      .meta({ title: 'Files' }),
    poster: photoSchema.optional().meta({ title: 'Poster photo' }),
  })
  .meta({ title: 'Video', 'x-widget': 'video' });
export type Video = z.infer<typeof videoSchema>;

/**
 * A logo, by the address of its file: one of the shipped logos (`/logos/hp.svg`) or an uploaded
 * image as it was uploaded, uncropped (`/media/<media id>`).
 */
export function logoPath(title = 'Logo') {
  return z
    .string()
    .regex(/^\/(logos\/[a-z0-9-]+\.svg|media\/[0-9a-f]{64})$/, `Choose or upload a ${title.toLowerCase()}`)
    .meta({ title, 'x-widget': 'logo' });
}

export const callToActionSchema = z.object({
  label: requiredText('Button text', { max: 60 }),
  href: linkTarget('Button link'),
});

export const statSchema = z.object({
  value: requiredText('Figure', { max: 20, description: "As printed, e.g. '15+'" }),
  label: requiredText('Label', { max: 60 }),
});

export const featureSchema = z.object({
  title: requiredText('Title', { max: 80 }),
  description: paragraph('Description', { max: 400 }),
  icon: iconName(),
});

/**
 * Adds an issue for each item whose `key` repeats an earlier item's, on that item's field, naming
 * both items by position. `sameWhen` says which values count as one (by default, equal ones).
 */
export function refineUniqueKeys<Item>(
  context: z.RefinementCtx,
  items: readonly Item[],
  key: keyof Item & string,
  path: (string | number)[],
  noun: string,
  sameWhen: (value: unknown) => unknown = (value) => value,
): void {
  const firstAt = new Map<unknown, number>();
  items.forEach((item, index) => {
    const value = item[key];
    const first = firstAt.get(sameWhen(value));
    if (first !== undefined) {
      context.addIssue({
        code: 'custom',
        path: [...path, index, key],
        message: `${noun[0]?.toUpperCase()}${noun.slice(1)} ${index + 1} has the ${key} ${String(value)}, as ${noun} ${first + 1} does`,
      });
    } else firstAt.set(sameWhen(value), index);
  });
}
