import { z } from 'zod';
import { type CollectionName, collectionNames, collections } from '#content/collections.js';
import type { FieldSchema } from '#shared/content.js';

let cached: Record<CollectionName, FieldSchema> | undefined;

/**
 * Each collection's zod schema as JSON Schema, as the admin's editor receives the document (the
 * input side, before trimming), for the editor to draw its form from. Rules JSON Schema cannot
 * say (unique keys, a range's order) stay with the zod check at publish, which names the field.
 * Made on the server, so the browser needs neither the schemas nor the converter.
 */
export function editorSchemas(): Record<CollectionName, FieldSchema> {
  cached ??= Object.fromEntries(
    collectionNames.map((name) => [
      name,
      z.toJSONSchema(collections[name].schema, { io: 'input', unrepresentable: 'any' }) as FieldSchema,
    ]),
  ) as Record<CollectionName, FieldSchema>;
  return cached;
}
