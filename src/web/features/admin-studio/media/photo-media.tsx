import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { altTextSchema, type MediaLibraryItem, type UploadedMedia } from '#shared/media.js';
import { isMediaId } from '#shared/media-id.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-api.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';
import { mediaLibraryKey, useMediaLibrary } from '#web/features/admin-studio/content-queries.js';
import type { DocumentPath } from '#web/features/admin-studio/schema-form/document-paths.js';
import { MediaPreview } from '#web/features/admin-studio/schema-form/media-preview.js';
import { fieldId, useSchemaForm } from '#web/features/admin-studio/schema-form/schema-form-context.js';
import { FocalPointEditor } from './focal-point-editor.js';
import { MediaPicker } from './media-picker.js';

/**
 * The picture part of a photo field (`{ id, alt }` at `path`): the photo, the library and uploads;
 * for an upload without a description, why the field needs one and where to write it; and the
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
    // The description goes with the photo; an upload without one leaves the field asking for it.
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
      {item && !item.altText && (
        <AltTextRequired item={item} label={label} onSaved={(altText) => change([...path, 'alt'], altText)} />
      )}
      {item?.width && item.height && <FocalPointEditor key={item.id} item={item} label={label} />}
    </div>
  );
}

/** Asks for the description an upload needs before a photo field can use it, and saves it to the library. */
function AltTextRequired({
  item,
  label,
  onSaved,
}: {
  item: MediaLibraryItem;
  label: string;
  onSaved: (altText: string) => void;
}) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const checked = altTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await api.describeMedia(item.id, checked.data);
      await queryClient.invalidateQueries({ queryKey: mediaLibraryKey });
      onSaved(checked.data);
    } catch (failure) {
      if (!isUnauthorized(failure)) setError(adminErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p id={`${inputId}-why`} className="text-sm text-amber-900">
        This photo has no description yet. {label} needs one before the page can use it: people who cannot see
        the photo hear it instead. It is kept with the photo in the library.
      </p>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Description of this photo
      </label>
      <input
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-why ${inputId}-error` : `${inputId}-why`}
        placeholder="e.g. Shop front on Park Street at dusk"
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <AdminButton variant="primary" aria-disabled={busy} onClick={() => !busy && void save()}>
        {busy ? 'Saving...' : 'Save description'}
      </AdminButton>
    </div>
  );
}
