import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FieldSchema } from '#shared/content.js';
import { listItemName, listItemNoun, listItemPreview, withArticle } from '#shared/list-item-names.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { moveItem } from './document-paths.js';
import { emptyValue } from './editor-schema.js';
import { FieldHelp } from './field-help.js';
import { ListItemLine } from './list-item-line.js';
import { SchemaField, type SchemaFieldProps } from './schema-field.js';
import { fieldId, revealField, useSchemaForm } from './schema-form-context.js';

/**
 * A list: its items (groups collapse to a line with their name, heading and photo), each with Move up, Move down and
 * Remove, and an Add button at the end. The keyboard follows the item it acts on.
 */
export function ArrayField({ schema, path, value, label, required }: SchemaFieldProps) {
  const { idPrefix, errors, changeList } = useSchemaForm();
  const list = Array.isArray(value) ? value : [];
  const itemSchema: FieldSchema = schema.items ?? { type: 'string' };
  const id = fieldId(idPrefix, path);
  const error = errors[path.join('.')];

  // Stable React keys for the items, moved with them, so a collapsed or open item stays so.
  const nextKey = useRef(0);
  const [keys, setKeys] = useState<number[]>(() => list.map(() => nextKey.current++));
  const itemKeys = keys.length === list.length ? keys : list.map(() => nextKey.current++);
  if (itemKeys !== keys) setKeys(itemKeys);

  const grouped = itemSchema.type === 'object' || itemSchema.type === 'array';
  // A group is called by its name ('Patna Branch'); a line of a text list by its place ('Requirements 2').
  const itemName = (index: number) =>
    grouped ? listItemName(schema, list[index], index + 1) : `${label} ${index + 1}`;
  const itemId = (index: number) => fieldId(idPrefix, [...path, index]);
  // After the list re-renders, the keyboard goes to the control that follows the change.
  const focusAfterRender = (elementId: string) => requestAnimationFrame(() => revealField(elementId));

  const positions = list.map((_, position) => position);

  function move(from: number, to: number) {
    changeList(path, moveItem(list, from, to), moveItem(positions, from, to));
    setKeys(moveItem(itemKeys, from, to));
    // The same button again, unless the item reached the end it moved to (that button is disabled).
    const atEnd = to === 0 || to === list.length - 1;
    const sameDirection = to < from ? 'up' : 'down';
    const otherDirection = to < from ? 'down' : 'up';
    focusAfterRender(`${itemId(to)}-${atEnd ? otherDirection : sameDirection}`);
  }

  function remove(index: number) {
    const kept = (_: unknown, position: number) => position !== index;
    changeList(path, list.filter(kept), positions.filter(kept));
    setKeys(itemKeys.filter((_, position) => position !== index));
    focusAfterRender(list.length > 1 ? itemId(Math.max(0, index - 1)) : `${id}-add`);
  }

  function add() {
    changeList(path, [...list, emptyValue(itemSchema)], [...positions, undefined]);
    setKeys([...itemKeys, nextKey.current++]);
    focusAfterRender(itemId(list.length));
  }

  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;

  return (
    <fieldset id={id} tabIndex={-1} className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {label} ({list.length}){!required && <span className="font-normal text-slate-500"> (optional)</span>}
      </legend>
      <FieldHelp id={id} description={schema.description} error={error} />
      <ol className="space-y-3">
        {list.map((item, index) => {
          const controls = (
            <div className="flex flex-wrap gap-2">
              <AdminButton
                id={`${itemId(index)}-up`}
                aria-label={`Move ${itemName(index)} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </AdminButton>
              <AdminButton
                id={`${itemId(index)}-down`}
                aria-label={`Move ${itemName(index)} down`}
                disabled={index === list.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </AdminButton>
              <AdminButton variant="danger" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove <span className="sr-only">{itemName(index)}</span>
              </AdminButton>
            </div>
          );
          const field = (
            <SchemaField
              schema={itemSchema}
              path={[...path, index]}
              value={item}
              label={itemName(index)}
              required
            />
          );
          return (
            <li key={itemKeys[index]}>
              {grouped ? (
                <details className="rounded-lg border border-slate-200 bg-slate-50">
                  <summary
                    id={`${itemId(index)}-summary`}
                    className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900"
                  >
                    <ListItemLine preview={listItemPreview(schema, item, index + 1)} />
                  </summary>
                  <div className="space-y-3 border-t border-slate-200 bg-white p-3">
                    {field}
                    {controls}
                  </div>
                </details>
              ) : (
                <div className="flex flex-wrap items-end gap-2">
                  <div className="min-w-48 flex-1">{field}</div>
                  {controls}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <AdminButton id={`${id}-add`} disabled={full} onClick={add}>
        <Plus aria-hidden="true" className="size-4" />
        {schema['x-item'] ? `Add ${withArticle(listItemNoun(schema))}` : `Add to ${label.toLowerCase()}`}
      </AdminButton>
    </fieldset>
  );
}
