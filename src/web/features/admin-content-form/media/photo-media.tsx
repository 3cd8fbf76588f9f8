import type { MediaLibraryItem, UploadedMedia } from '#shared/media.js';
import { isMediaId } from '#shared/media-id.js';
import type { DocumentPath } from '#web/features/admin-content-form/document-paths.js';
import { fieldId, useSchemaForm } from '#web/features/admin-content-form/schema-form-context.js';
import { FocalPointEditor, MediaPreview, useMediaLibrary } from '#web/features/admin-media/index.js';
import { MediaPicker } from './media-picker.js';

/**
 * The picture part of a photo field (`{ id, alt }` at `path`): the photo, the library and uploads;
 * for a photo without a description, where to write it (the field's own Description of this
 * photo, the only one: publishing gives it to an upload the library has none for); and the
 * upload's focal point with its crops. The id itself is never shown as text.
 */
export function PhotoMedia({
  path,
  label,
  photo,
}: {
  path: DocumentPath;
  label: string;
  photo: Record<string, unknown>;
}) {
  const { idPrefix, errors, change } = useSchemaForm();
  const library = useMediaLibrary();
  const photoId = typeof photo.id === 'string' ? photo.id : '';
  const altText = typeof photo.alt === 'string' ? photo.alt : '';
  const item = isMediaId(photoId) ? library.data?.find((entry) => entry.id === photoId) : undefined;

  function choose(media: UploadedMedia | MediaLibraryItem) {
    // The library's description comes with the photo; an upload without one leaves the field asking for it.
    change(path, { ...photo, id: media.id, alt: 'altText' in media ? media.altText : '' });
  }

  return (
    <div className="space-y-3">
      <MediaPicker
        id={fieldId(idPrefix, [...path, 'id'])}
        label={label}
        kind="image"
        error={errors[[...path, 'id'].join('.')]}
        current={
          photoId ? (
            <MediaPreview source={{ photoId }} alt={altText ? `${label}: ${altText}` : label} />
          ) : (
            <p className="text-sm text-slate-600">No photo chosen.</p>
          )
        }
        onChoose={choose}
      />
      {photoId && !altText.trim() && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This photo has no description yet. Write one below, in Description of this photo: people who cannot
          see the photo hear it instead.
        </p>
      )}
      {item?.width && item.height && <FocalPointEditor key={item.id} item={item} label={label} />}
    </div>
  );
}
