import { Film } from 'lucide-react';
import { mediaIdOfUrl } from '#shared/media-id.js';
import type { DocumentPath } from '#web/features/admin-content-form/document-paths.js';
import { fieldId, useSchemaForm } from '#web/features/admin-content-form/schema-form-context.js';
import { mediaDisplayName, useMediaLibrary } from '#web/features/admin-media/index.js';
import { MediaPicker } from './media-picker.js';

/** The file part of a video field (its `sources` at `path`): the file's name, the library and uploads. */
export function VideoMedia({
  path,
  label,
  sources,
}: {
  path: DocumentPath;
  label: string;
  sources: unknown;
}) {
  const { idPrefix, errors, change } = useSchemaForm();
  const library = useMediaLibrary();
  const first = Array.isArray(sources) ? (sources[0] as { src?: unknown } | undefined) : undefined;
  const src = typeof first?.src === 'string' ? first.src : '';
  const uploadId = mediaIdOfUrl(src);
  const item = uploadId ? library.data?.find((entry) => entry.id === uploadId) : undefined;
  const fileName = item ? mediaDisplayName(item) : src.split('/').pop();
  const sourcesPath = [...path, 'sources'];
  return (
    <MediaPicker
      id={fieldId(idPrefix, sourcesPath)}
      label={label}
      kind="video"
      error={errors[sourcesPath.join('.')]}
      current={
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Film aria-hidden="true" className="size-5 text-slate-500" />
          {fileName ? `Video file: ${fileName}` : 'No video file chosen.'}
        </p>
      }
      onChoose={(media) => change(sourcesPath, [{ src: media.url, type: media.contentType }])}
    />
  );
}
