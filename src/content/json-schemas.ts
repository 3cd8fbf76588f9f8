import { z } from 'zod';
import type { FieldSchema } from '#shared/content.js';
import { type CollectionName, collectionNames, collections } from './collections.js';

let cached: Record<CollectionName, FieldSchema> | undefined;

/**
 * Each collection's zod schema as JSON Schema, as the admin's editor receives the document (the
 * input side, before trimming), for the editor to draw its form from. The rules themselves (the
 * phone rule, unique keys, a range's order) are checked with the zod schema, by the editor as the
 * person types and again here at publish. Made on the server, so the browser needs no converter.
 */
export function collectionJsonSchemas(): Record<CollectionName, FieldSchema> {
  cached ??= Object.fromEntries(
    collectionNames.map((name) => [
      name,
      z.toJSONSchema(collections[name].schema, { io: 'input', unrepresentable: 'any' }) as FieldSchema,
    ]),
  ) as Record<CollectionName, FieldSchema>;
  return cached;
}
