import { MediaPicker } from '#web/features/admin-content-form/media/media-picker.js';
import { MediaPreview } from '#web/features/admin-media/index.js';
import { describedBy, FieldHelp } from './field-help.js';
import type { SchemaFieldProps } from './schema-field.js';
import { fieldId, useSchemaForm } from './schema-form-context.js';

/** A logo: its picture, chosen from the library or uploaded (kept uncropped); its address is never typed. */
export function LogoField({ schema, path, value, label, required }: SchemaFieldProps) {
  const { idPrefix, errors, change } = useSchemaForm();
  const id = fieldId(idPrefix, path);
  const address = typeof value === 'string' ? value : '';
  return (
    <fieldset aria-describedby={describedBy(id, schema.description)}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {!required && <span className="font-normal text-slate-500"> (optional)</span>}
      </legend>
      <FieldHelp id={id} description={schema.description} />
      <div className="mt-1">
        <MediaPicker
          id={id}
          label={label}
          kind="image"
          error={errors[path.join('.')]}
          current={
            address ? (
              <MediaPreview source={{ url: address }} alt={label} />
            ) : (
              <p className="text-sm text-slate-600">No logo chosen.</p>
            )
          }
          onChoose={(media) => change(path, media.url)}
        />
      </div>
    </fieldset>
  );
}
