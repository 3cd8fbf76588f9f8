import { describe, expect, it } from 'vitest';
import { collectionNames } from '#content/collections.js';
import type { FieldSchema } from '#shared/content.js';
import { LANGUAGE_PROPERTIES } from '#shared/content-translations.js';
import { collectionJsonSchemas } from './json-schemas.js';

/** Every node of a schema with its path, to check the editor can draw each one. */
function nodes(schema: FieldSchema, path = ''): [string, FieldSchema][] {
  const children = [
    ...Object.entries(schema.properties ?? {})
      // The document's translations are drawn beside each English text, not as a group of their
      // own, and the fingerprints of their English are not drawn at all.
      .filter(([key]) => !(path === '' && LANGUAGE_PROPERTIES.includes(key)))
      .map(([key, child]) => nodes(child, `${path}.${key}`)),
    ...(schema.items ? [nodes(schema.items, `${path}[]`)] : []),
  ];
  return [[path, schema], ...children.flat()];
}

const drawnWidgets = [
  'textarea',
  'tel',
  'email',
  'url',
  'date',
  'color',
  'photo',
  'video',
  'logo',
  'weekly-hours',
];

describe('collectionJsonSchemas', () => {
  it.each(collectionNames)('%s: every field is of a kind the editor draws', (collection) => {
    for (const [path, node] of nodes(collectionJsonSchemas()[collection])) {
      // anyOf, oneOf, $ref... would draw nothing: a schema change that brings one needs the form to grow.
      const unsupported = Object.keys(node).filter((key) =>
        ['anyOf', 'oneOf', 'allOf', '$ref'].includes(key),
      );
      expect(unsupported, path).toEqual([]);
      expect(['object', 'array', 'string', 'number', 'integer', 'boolean'], path).toContain(node.type);
      if (node.type === 'object') expect(node.properties, path).toBeDefined();
      if (node.type === 'array') expect(node.items, path).toBeDefined();
      if (node['x-widget']) expect(drawnWidgets, path).toContain(node['x-widget']);
    }
  });
});
