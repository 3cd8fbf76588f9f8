import type { z } from 'zod';
import { type Opening, type OpeningFields, openingFieldsSchema } from '#content/index.js';
import { messagesByField } from '#shared/content.js';
import { type SchemaField, schemaFields } from '#shared/schema-fields.js';

/**
 * The openings editor's form, drawn from `openingFieldsSchema` (issue 44): its fields, their
 * order, labels and kinds of input, the form's values and their conversion to and from an
 * opening. A field added to the schema appears in the form with no change here.
 */

type OpeningInput = z.input<typeof openingFieldsSchema>;

/** A form field's name: a field of the schema, or a part of a group ('salary.minLpa'). */
export type OpeningFieldPath = {
  [Name in keyof OpeningInput & string]-?: NonNullable<OpeningInput[Name]> extends readonly unknown[]
    ? Name
    : NonNullable<OpeningInput[Name]> extends object
      ? `${Name}.${keyof NonNullable<OpeningInput[Name]> & string}`
      : Name;
}[keyof OpeningInput & string];

/** The form's fields as typed: text everywhere, a list one item per line (a paste of lines is a list). */
export type OpeningFormValues = Record<OpeningFieldPath, string>;

/** How a field is typed in. */
export type OpeningInputKind = 'text' | 'paragraph' | 'lines' | 'number' | 'choice' | 'date';

export type OpeningFormField = {
  path: OpeningFieldPath;
  /** The schema's title, and how to fill it in: 'Reports to (optional)', 'Requirements (one per line)'. */
  label: string;
  kind: OpeningInputKind;
  /** The schema's choices, for a choice ('Full-time', 'Part-time'...). */
  choices: readonly string[];
  /** The group it belongs to (the salary's two figures), shown together under its title. */
  group?: { name: string; title: string };
};

const fields = schemaFields(openingFieldsSchema);

function inputKind(field: SchemaField['schema']): OpeningInputKind {
  if (field.type === 'array') return 'lines';
  if (field.type === 'number' || field.type === 'integer') return 'number';
  if (field.enum) return 'choice';
  if (field['x-widget'] === 'textarea') return 'paragraph';
  if (field['x-widget'] === 'date') return 'date';
  return 'text';
}

function formField(
  path: string,
  field: SchemaField['schema'],
  required: boolean,
  group?: OpeningFormField['group'],
): OpeningFormField {
  const kind = inputKind(field);
  const hint = kind === 'lines' ? ' (one per line)' : required ? '' : ' (optional)';
  return {
    path: path as OpeningFieldPath,
    label: `${field.title ?? path}${hint}`,
    kind,
    choices: (field.enum ?? []).map(String),
    ...(group && { group }),
  };
}

/**
 * Every field the editor shows, in the schema's order: a group's parts one after the other. A
 * field that follows another (the city takes the location) is not shown.
 */
export const openingFormFields: readonly OpeningFormField[] = fields.flatMap(
  ({ name, schema, required }): OpeningFormField[] => {
    if (schema['x-follows']) return [];
    if (schema.type !== 'object') return [formField(name, schema, required)];
    return Object.entries(schema.properties ?? {}).map(([part, partSchema]) =>
      formField(`${name}.${part}`, partSchema, schema.required?.includes(part) ?? false, {
        name,
        title: schema.title ?? name,
      }),
    );
  },
);

/** The fields that take another field's value when that one is changed: city → location. */
const followers = fields.flatMap(({ name, schema }) =>
  schema['x-follows'] ? [{ path: name as OpeningFieldPath, follows: schema['x-follows'] }] : [],
);

const everyPath = fields.flatMap(({ name, schema }) =>
  schema.type === 'object'
    ? Object.keys(schema.properties ?? {}).map((part) => `${name}.${part}` as OpeningFieldPath)
    : [name as OpeningFieldPath],
);

/** A new opening's form: empty, a choice on its first option. */
export const emptyOpeningForm = Object.fromEntries(
  everyPath.map((path) => [path, openingFormFields.find((field) => field.path === path)?.choices[0] ?? '']),
) as OpeningFormValues;

/** The form after HR typed `value` into `path`: a field that follows it takes the value too. */
export function withValue(
  values: OpeningFormValues,
  path: OpeningFieldPath,
  value: string,
): OpeningFormValues {
  const changed = { ...values, [path]: value };
  for (const follower of followers) if (follower.follows === path) changed[follower.path] = value;
  return changed;
}

/** The value at a dot path of an opening ('salary.minLpa'). */
function valueAt(opening: Readonly<Record<string, unknown>>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], opening);
}

const textOf = (value: unknown) =>
  Array.isArray(value) ? value.join('\n') : value === undefined || value === null ? '' : String(value);

export function formValuesOf(opening: Opening): OpeningFormValues {
  return Object.fromEntries(
    everyPath.map((path) => [path, textOf(valueAt(opening, path))]),
  ) as OpeningFormValues;
}

/** Each non-empty line, trimmed: pasting five lines gives five items. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter((line) => line.length > 0);
}

/** A typed value as the schema takes it: blank is nothing (null), a list is its lines, a number a number. */
function typedValue(path: OpeningFieldPath, text: string): unknown {
  const kind = openingFormFields.find((field) => field.path === path)?.kind ?? 'text';
  if (kind === 'lines') return listItems(text);
  if (text.trim() === '') return null;
  return kind === 'number' ? Number(text) : text;
}

/**
 * The fields to send, by the schema's names: all of them for a new opening, or those changed
 * since `base` for an edited one (the server keeps the rest as stored). A group is sent whole;
 * an emptied field is sent as null, which removes it.
 */
export function openingFieldsOf(
  values: OpeningFormValues,
  base?: OpeningFormValues,
): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const path of everyPath) {
    const [name = path, part] = path.split('.');
    if (base && openingPathsOf(name).every((each) => values[each] === base[each])) continue;
    const value = typedValue(path, values[path]);
    if (part === undefined) sent[name] = value;
    else sent[name] = { ...(sent[name] as object | undefined), [part]: value };
  }
  return sent;
}

/** The form paths of one field of the schema: itself, or a group's parts. */
function openingPathsOf(name: string): OpeningFieldPath[] {
  return everyPath.filter((path) => path === name || path.startsWith(`${name}.`));
}

/** The form field each message belongs beside: 'salary.minLpa' → 'salary.minLpa', 'requirements.2' → 'requirements', 'city' → 'location'. */
export function formFieldOf(path: string): OpeningFieldPath {
  const shown = openingFormFields.find((field) => path === field.path || path.startsWith(`${field.path}.`));
  if (shown) return shown.path;
  const [name = ''] = path.split('.');
  const follower = followers.find((candidate) => candidate.path === name);
  if (follower) return formFieldOf(follower.follows);
  return openingFormFields.find((field) => field.group?.name === name)?.path ?? 'title';
}

/** The form checked as the server will check it: the fields, or a message per form field. */
export function checkOpeningForm(
  values: OpeningFormValues,
): { ok: true; fields: OpeningFields } | { ok: false; errors: Partial<Record<OpeningFieldPath, string>> } {
  const complete = Object.fromEntries(
    Object.entries(openingFieldsOf(values)).filter(([, value]) => value !== null),
  );
  const parsed = openingFieldsSchema.safeParse(complete);
  if (parsed.success) return { ok: true, fields: parsed.data };
  return { ok: false, errors: formErrorsOf(messagesByField(parsed.error.issues)) };
}

/** The server's messages (by dot path) as the form's. */
export function formErrorsOf(fields: Record<string, string>): Partial<Record<OpeningFieldPath, string>> {
  const errors: Partial<Record<OpeningFieldPath, string>> = {};
  for (const [path, message] of Object.entries(fields)) errors[formFieldOf(path)] ??= message;
  return errors;
}

/**
 * The form after someone else saved the same opening meanwhile: each field HR has not touched
 * since `base` takes their value from `theirs`; each field HR changed keeps what HR typed.
 */
export function withTheirChanges(
  base: OpeningFormValues,
  typed: OpeningFormValues,
  theirs: OpeningFormValues,
): OpeningFormValues {
  const merged = { ...typed };
  for (const path of everyPath) {
    if (typed[path] === base[path]) merged[path] = theirs[path];
  }
  return merged;
}
