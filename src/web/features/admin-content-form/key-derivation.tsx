import { type ReactNode, useMemo } from 'react';
import type { FieldSchema } from '#shared/content.js';
import { keyFromName } from '#shared/list-item-names.js';
import { type DocumentPath, dotPath } from './document-paths.js';
import { SchemaFormContext, useSchemaForm } from './schema-form-context.js';

type KeyDerivationProps = {
  /** The item's path. */
  path: DocumentPath;
  record: Record<string, unknown>;
  /** The item's keys made from another of its properties ('x-key-from'). */
  keys: readonly (readonly [string, FieldSchema])[];
  children: ReactNode;
};

/**
 * Makes an item's key from its name as the name is typed, while the key is still the one the
 * name made (or empty, in a new item): an existing item's key ('patna' for 'Patna Branch') stays,
 * so links to it keep working when it is renamed.
 */
export function KeyDerivation({ path, record, keys, children }: KeyDerivationProps) {
  const parent = useSchemaForm();
  const context = useMemo(() => {
    if (keys.length === 0) return parent;
    return {
      ...parent,
      change: (changedPath: DocumentPath, value: unknown) => {
        const derived = keys.filter(([key, property]) => {
          const from = property['x-key-from'] ?? '';
          const current = record[key];
          return (
            dotPath(changedPath) === dotPath([...path, from]) &&
            (current === '' || current === undefined || current === keyFromName(String(record[from] ?? '')))
          );
        });
        if (derived.length === 0) return parent.change(changedPath, value);
        const next: Record<string, unknown> = { ...record, [String(changedPath.at(-1))]: value };
        for (const [key] of derived) next[key] = keyFromName(typeof value === 'string' ? value : '');
        parent.change(path, next);
      },
    };
  }, [parent, keys, record, path]);
  return <SchemaFormContext.Provider value={context}>{children}</SchemaFormContext.Provider>;
}
