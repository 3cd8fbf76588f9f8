import type { FieldSchema } from '#shared/content.js';
import { ArrayField } from './array-field.js';
import type { DocumentPath } from './document-paths.js';
import { LogoField } from './logo-field.js';
import { ObjectField } from './object-field.js';
import { ReferenceField } from './reference-field.js';
import { ScalarField } from './scalar-field.js';
import { WeeklyHoursField } from './weekly-hours-field.js';

export type SchemaFieldProps = {
  schema: FieldSchema;
  path: DocumentPath;
  value: unknown;
  label: string;
  required: boolean;
  /** Shown, not edited: a key the editor makes from the item's name. */
  readOnly?: boolean;
};

/** The editor of one value of a document, chosen by its schema's type and widget. */
export function SchemaField(props: SchemaFieldProps) {
  // A widget first: the weekly hours are an object, drawn as a grid of days rather than as a group.
  if (props.schema['x-widget'] === 'weekly-hours') return <WeeklyHoursField {...props} />;
  if (props.schema.type === 'object') return <ObjectField {...props} />;
  if (props.schema.type === 'array') return <ArrayField {...props} />;
  if (props.schema['x-widget'] === 'logo') return <LogoField {...props} />;
  if (props.schema['x-references']) return <ReferenceField {...props} />;
  return <ScalarField {...props} />;
}

/** Whether a field needs a whole row of the form (lists, groups, paragraphs) rather than a column. */
export function isWideField(schema: FieldSchema): boolean {
  return schema.type === 'object' || schema.type === 'array' || schema['x-widget'] === 'textarea';
}
