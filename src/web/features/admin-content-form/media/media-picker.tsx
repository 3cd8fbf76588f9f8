import { FileUp, Images } from 'lucide-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { photoPath } from '#content/assets.js';
import {
  imageTypes,
  isImageType,
  type MediaLibraryItem,
  type UploadedMedia,
  videoTypes,
} from '#shared/media.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { useSchemaForm } from '#web/features/admin-content-form/schema-form-context.js';
import {
  type FileUpload,
  type MediaKind,
  MediaLibraryDialog,
  UploadProgressStatus,
  useMediaUploads,
} from '#web/features/admin-media/index.js';

const acceptedTypes: Record<MediaKind, string> = {
  image: imageTypes.join(','),
  video: videoTypes.join(','),
};

type MediaPickerProps = {
  /** The element id of "Choose from library": the checklist and the error summary lead there. */
  id: string;
  /** The field's name: 'Hero slide 1 photo'. */
  label: string;
  kind: MediaKind;
  /** What the field holds now: its picture, or a line saying it is empty. */
  current: ReactNode;
  /** The message of the field's value, if it is refused. */
  error?: string;
  /** An upload chosen from the library, or the first of those just uploaded. */
  onChoose: (media: UploadedMedia | MediaLibraryItem) => void;
};

/**
 * What a photo, logo or video field shows instead of a media id: the picture, "Choose from library"
 * and "Upload" (the button, or files dropped on the field, several at once, each with its progress
 * and then its picture).
 */
export function MediaPicker({ id, label, kind, current, error, onChoose }: MediaPickerProps) {
  const { uploadMedia } = useSchemaForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const { uploads, start, busy } = useMediaUploads(uploadMedia, kind, onChoose);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void start(files);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is the mouse's shortcut for the Upload button beside it
    <div
      className={`space-y-3 rounded-lg border-2 border-dashed p-3 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <div className="flex flex-wrap items-center gap-3">
        {current}
        <div className="flex flex-wrap gap-2">
          <AdminButton
            id={id}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-label={`Choose from library: ${label}`}
            onClick={() => setChoosing(true)}
          >
            <Images aria-hidden="true" className="size-4" />
            Choose from library
          </AdminButton>
          <AdminButton
            aria-label={`Upload: ${label}`}
            aria-disabled={busy}
            onClick={() => !busy && inputRef.current?.click()}
          >
            <FileUp aria-hidden="true" className="size-4" />
            Upload
          </AdminButton>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={acceptedTypes[kind]}
            hidden
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void start(files);
            }}
          />
        </div>
        <p className="w-full text-xs text-slate-600">
          Or drop {kind === 'image' ? 'images' : 'videos'} here; the first goes in this field, all go in the
          library.
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label={`Uploads for ${label}`}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              <UploadRow upload={upload} />
            </li>
          ))}
        </ul>
      )}
      {choosing && (
        <MediaLibraryDialog
          kind={kind}
          fieldLabel={label}
          onClose={() => setChoosing(false)}
          onChoose={(item) => {
            setChoosing(false);
            onChoose(item);
          }}
        />
      )}
    </div>
  );
}

function UploadRow({ upload }: { upload: FileUpload }) {
  switch (upload.phase) {
    case 'uploading':
      return <UploadProgressStatus percent={upload.percent} fileName={upload.fileName} />;
    case 'waiting':
      return (
        <p role="status" className="text-sm text-amber-800">
          The server is busy with other images: {upload.fileName} is sent again in {upload.seconds} s.
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="text-sm font-medium text-red-700">
          {upload.message}
        </p>
      );
    case 'done':
      return (
        <p className="flex items-center gap-2 text-sm text-green-800">
          {isImageType(upload.media.contentType) && (
            <img
              src={photoPath(upload.media.id, 'webp', 480)}
              alt={`Uploaded ${upload.fileName}`}
              className="h-12 w-18 rounded border border-slate-200 object-cover"
            />
          )}
          Uploaded {upload.fileName}
        </p>
      );
  }
}
