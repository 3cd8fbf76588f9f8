import type { FieldSchema, ReferenceTarget } from '#shared/content.js';
import { listItemName, listItemNoun, withArticle } from '#shared/list-item-names.js';
import { useContentDocument, useEditorSchemas } from '#web/admin/api/content-queries.js';
import { describedBy, FieldHelp, FieldLabel } from './field-help.js';
import type { SchemaFieldProps } from './schema-field.js';
import { fieldId, useSchemaForm } from './schema-form-context.js';

export type ReferenceChoice = { key: string; name: string };

/**
 * The items `target` points into, each by its key and the name the editor shows it with ('patna',
 * 'Patna Branch'), in the list's order. `listSchema` is the list's JSON Schema; an item's key is
 * its property made from its name ('x-key-from').
 */
export function referenceChoices(listSchema: FieldSchema, list: unknown): ReferenceChoice[] {
  const keyProperty = Object.entries(listSchema.items?.properties ?? {}).find(
    ([, property]) => property['x-key-from'],
  )?.[0];
  if (!keyProperty || !Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    const key = (item as Record<string, unknown> | null)?.[keyProperty];
    return typeof key === 'string' && key !== ''
      ? [{ key, name: listItemName(listSchema, item, index + 1) }]
      : [];
  });
}

/**
 * The items a reference can choose from, from the current content: the form's own document when
 * the list is in the collection being edited (an office added a moment ago is offered), else the
 * other collection's published document.
 */
function useReferenceChoices(target: ReferenceTarget) {
  const { collection, document } = useSchemaForm();
  const schemas = useEditorSchemas();
  const published = useContentDocument(target.collection);
  const listSchema = schemas.data?.[target.collection]?.properties?.[target.list];
  const source = target.collection === collection ? document : published.data?.document;
  // Undefined while the other collection is still being read.
  const choices = listSchema && source ? referenceChoices(listSchema, source[target.list]) : undefined;
  return { listSchema, choices };
}

/**
 * A reference to an item of another list (an office in the Get Quote list): chosen by name from
 * the items there, stored as the item's key. A key that no item has any more stays shown as it is,
 * so nothing changes unseen; the check says it must be chosen again.
 */
export function ReferenceField({ schema, path, value, label, required }: SchemaFieldProps) {
  const { idPrefix, errors, change } = useSchemaForm();
  const target = schema['x-references'] as ReferenceTarget;
  const { listSchema, choices } = useReferenceChoices(target);
  const id = fieldId(idPrefix, path);
  const error = errors[path.join('.')];
  const key = typeof value === 'string' ? value : '';
  const listed = choices?.some((choice) => choice.key === key) ?? false;
  const noun = listSchema ? listItemNoun(listSchema) : 'item';

  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, schema.description, error)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600"
        value={key}
        onChange={(event) =>
          change(path, event.target.value === '' && !required ? undefined : event.target.value)
        }
      >
        {(key === '' || !required) && (
          <option value="">{required ? `Choose ${withArticle(noun)}` : '(none)'}</option>
        )}
        {key !== '' && !listed && (
          <option value={key}>
            {key}
            {choices && ` (no such ${noun})`}
          </option>
        )}
        {choices?.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.name}
          </option>
        ))}
      </select>
      <FieldHelp id={id} description={schema.description} error={error} />
    </div>
  );
}
