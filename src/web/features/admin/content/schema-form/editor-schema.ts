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

/**
 * A field's name as a person reads it, from the titles on the way: 'Offices › 4 › Phone' for
 * 'offices.3.phone'. A part without a title keeps its key.
 */
export function fieldLabel(schema: FieldSchema, path: readonly (string | number)[]): string {
  const parts: string[] = [];
  let current: FieldSchema | undefined = schema;
  for (const key of path) {
    const index = typeof key === 'number' ? key : /^\d+$/.test(key) ? Number(key) : undefined;
    if (index !== undefined && current?.type === 'array') {
      parts.push(String(index + 1));
      current = current.items;
    } else {
      current = current?.properties?.[key];
      parts.push(current?.title ?? String(key));
    }
  }
  return parts.join(' › ');
}
