import type { FieldSchema } from '#shared/content.js';

/** The value a new list item or an added optional part starts with: empty, for the editor to fill. */
export function emptyValue(schema: FieldSchema): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) value[name] = emptyValue(property);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        schema.items ? emptyValue(schema.items) : '',
      );
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 0;
    default:
      return '';
  }
}
