import { MediaPreview } from './media-preview.js';
import { MediaUploadButton } from './media-upload-button.js';
import { ScalarField } from './scalar-field.js';
import type { SchemaFieldProps } from './schema-field.js';
import { useSchemaForm } from './schema-form-context.js';

/** A logo: the address of its file, with a preview and an upload that fills the address in. */
export function LogoField(props: SchemaFieldProps) {
  const { change } = useSchemaForm();
  const address = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="space-y-2">
      <ScalarField {...props} />
      {address.startsWith('/') && <MediaPreview source={{ url: address }} alt={`${props.label} preview`} />}
      <MediaUploadButton
        label={`Upload ${props.label.toLowerCase()}`}
        kind="image"
        onUploaded={(result) => change(props.path, result.url)}
      />
    </div>
  );
}
