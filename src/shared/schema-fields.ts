import { z } from 'zod';
import type { FieldSchema } from './content.js';

/**
 * A record's fields as its zod schema defines them: the names in the schema's order, each with
 * what its `.meta()` and its type say (title, widget, choices, whether it may be left out), read
 * through JSON Schema, so forms, admin views, e-mails and histories list the fields without a
 * list of their own (issue 44: a field added to a schema appears everywhere it is shown).
 */
export type SchemaField = {
  name: string;
  /** The field's JSON Schema: `title`, `x-widget`, `type`, `enum`, `properties`... */
  schema: Omit<FieldSchema, 'x-widget'> & {
    /** How to fill it in beyond its type: the content's widgets ('textarea', 'date'...) and the forms' own ('file'). */
    'x-widget'?: string;
    /** A field no form shows: it takes the value of this other field whenever that one is chosen. */
    'x-follows'?: string;
  };
  /** False for a field the record may be without (`.optional()`). */
  required: boolean;
};

export function schemaFields(schema: z.ZodObject): SchemaField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
  return Object.entries(json.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: json.required?.includes(name) ?? false,
  }));
}

/** Each field's title (its name when it has none), by name. */
export function fieldTitles<Name extends string>(schema: z.ZodObject): Record<Name, string> {
  return Object.fromEntries(
    schemaFields(schema).map((field) => [field.name, field.schema.title ?? field.name]),
  ) as Record<Name, string>;
}

/** A title as a sentence says it: 'Salary (lakh rupees per annum)' → 'salary', 'Reports to' → 'reports to'. */
export function titleInWords(title: string): string {
  return title.replace(/\s*\(.*\)$/, '').toLowerCase();
}
