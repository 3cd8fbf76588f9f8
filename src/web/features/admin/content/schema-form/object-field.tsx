import { Plus, X } from 'lucide-react';
import type { FieldSchema } from '#shared/content.js';
import { AdminButton } from '#web/features/admin/components/admin-button.js';
import { emptyValue } from './editor-schema.js';
import { FieldHelp } from './field-help.js';
import { KeyDerivation } from './key-derivation.js';
import { MediaPreview } from './media-preview.js';
import { MediaUploadButton } from './media-upload-button.js';
import { isWideField, SchemaField, type SchemaFieldProps } from './schema-field.js';
import { fieldId, useSchemaForm } from './schema-form-context.js';

/**
 * A group of fields (a contact, a photo, a whole document), each drawn by its own schema. An
 * optional group can be added and removed; a photo or video group gets an upload button.
 */
export function ObjectField({ schema, path, value, label, required }: SchemaFieldProps) {
  const { idPrefix, errors, change } = useSchemaForm();
  const id = fieldId(idPrefix, path);
  const error = errors[path.join('.')];

  if (value === undefined && !required) {
    return (
      <div id={id} tabIndex={-1}>
        <AdminButton onClick={() => change(path, emptyValue(schema))}>
          <Plus aria-hidden="true" className="size-4" />
          Add {label.toLowerCase()}
        </AdminButton>
      </div>
    );
  }

  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  // Keys made from the item's name: read-only, under "Advanced".
  const keys = properties.filter(([, property]) => property['x-key-from']);
  const field = (key: string, property: FieldSchema) => (
    <SchemaField
      schema={property}
      path={[...path, key]}
      value={record[key]}
      label={property.title ?? key}
      required={schema.required?.includes(key) ?? false}
      readOnly={property['x-key-from'] !== undefined}
    />
  );
  const fields = (
    <KeyDerivation path={path} record={record} keys={keys}>
      <div className="grid gap-4 sm:grid-cols-2">
        {properties
          .filter(([, property]) => !property['x-key-from'])
          .map(([key, property]) => (
            <div key={key} className={isWideField(property) ? 'sm:col-span-2' : undefined}>
              {field(key, property)}
            </div>
          ))}
      </div>
      {keys.length > 0 && (
        <details className="mt-4 rounded-lg border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">Advanced</summary>
          <div className="grid gap-4 border-t border-slate-200 p-3 sm:grid-cols-2">
            {keys.map(([key, property]) => (
              <div key={key}>{field(key, property)}</div>
            ))}
          </div>
        </details>
      )}
    </KeyDerivation>
  );
  if (path.length === 0) return fields;

  const widget = schema['x-widget'];
  const photoId = typeof record.id === 'string' ? record.id : '';
  return (
    <fieldset id={id} tabIndex={-1} className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <FieldHelp id={id} description={schema.description} error={error} />
      {widget === 'photo' && (
        <div className="flex flex-wrap items-end gap-3">
          {photoId && <MediaPreview source={{ photoId }} alt={`${label} preview`} />}
          <MediaUploadButton
            label={`Upload ${label.toLowerCase()}`}
            kind="image"
            onUploaded={(result) => change([...path, 'id'], result.id)}
          />
        </div>
      )}
      {widget === 'video' && (
        <MediaUploadButton
          label={`Upload ${label.toLowerCase()} file`}
          kind="video"
          onUploaded={(result) =>
            change([...path, 'sources'], [{ src: result.url, type: result.contentType }])
          }
        />
      )}
      {fields}
      {!required && (
        <AdminButton onClick={() => change(path, undefined)}>
          <X aria-hidden="true" className="size-4" />
          Remove {label.toLowerCase()}
        </AdminButton>
      )}
    </fieldset>
  );
}
