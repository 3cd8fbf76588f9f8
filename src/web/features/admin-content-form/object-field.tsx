import { Plus, X } from 'lucide-react';
import type { FieldSchema } from '#shared/content.js';
import { LANGUAGE_PROPERTIES } from '#shared/content-translations.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { PhotoMedia } from '#web/features/admin-content-form/media/photo-media.js';
import { VideoMedia } from '#web/features/admin-content-form/media/video-media.js';
import { emptyValue } from './editor-schema.js';
import { FieldHelp } from './field-help.js';
import { KeyDerivation } from './key-derivation.js';
import { isWideField, SchemaField, type SchemaFieldProps } from './schema-field.js';
import { fieldId, useSchemaForm } from './schema-form-context.js';

/**
 * The properties a photo or video group shows as a picture and a library instead of as text: no
 * one types a media id or a file address.
 */
const mediaProperties: Record<string, string> = { photo: 'id', video: 'sources' };

/**
 * A group of fields (a contact, a photo, a whole document), each drawn by its own schema. An
 * optional group can be added and removed; a photo or video group shows its picture or file with
 * the media library and uploads (../media).
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
  const widget = schema['x-widget'];
  const mediaProperty = widget && path.length > 0 ? mediaProperties[widget] : undefined;
  // The media property is drawn as a picture and a library (below), never as a typed id.
  // The document's translations are edited beside each English text (translation-field.tsx).
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([key]) => key !== mediaProperty && !(path.length === 0 && LANGUAGE_PROPERTIES.includes(key)),
  );
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

  return (
    <fieldset id={id} tabIndex={-1} className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <FieldHelp id={id} description={schema.description} error={error} />
      {widget === 'photo' && <PhotoMedia path={path} label={label} photo={record} />}
      {widget === 'video' && <VideoMedia path={path} label={label} sources={record.sources} />}
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
