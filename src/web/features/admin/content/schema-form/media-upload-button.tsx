import { FileUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { imageTypes, isImageType, type UploadedMedia, videoTypes } from '#shared/media.js';
import { adminErrorMessage, isUnauthorized } from '#web/features/admin/api/admin-api.js';
import { AdminButton } from '#web/features/admin/components/admin-button.js';
import { useSchemaForm } from './schema-form-context.js';
import { UploadProgressStatus } from './upload-progress-status.js';

type MediaKind = 'image' | 'video';

type MediaUploadButtonProps = {
  /** The button's text, which names what it uploads: 'Upload photo for Photo 2'. */
  label: string;
  /** What the field takes: the file picker offers only these, and another upload is refused. */
  kind: MediaKind;
  onUploaded: (result: UploadedMedia) => void;
};

const acceptedTypes: Record<MediaKind, string> = {
  image: imageTypes.join(','),
  video: videoTypes.join(','),
};

type UploadState =
  | { phase: 'idle' }
  /** `percent` of the bytes sent; at 100 the server is still encoding and storing the file. */
  | { phase: 'uploading'; percent: number; fileName: string }
  | { phase: 'failed'; message: string };

/**
 * Picks one file and uploads it through `POST /api/media`, showing its progress and then that the
 * server is processing it (an image's photo sizes take a few seconds), or why it failed.
 */
export function MediaUploadButton({ label, kind, onUploaded }: MediaUploadButtonProps) {
  const { uploadMedia } = useSchemaForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  // An upload still running when the field goes away is cancelled.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(file: File) {
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ phase: 'uploading', percent: 0, fileName: file.name });
    try {
      const result = await uploadMedia(
        file,
        ({ sent, total }) =>
          setState({ phase: 'uploading', percent: Math.round((sent / total) * 100), fileName: file.name }),
        controller.signal,
      );
      if (isImageType(result.contentType) !== (kind === 'image')) {
        setState({
          phase: 'failed',
          message: `${file.name} is not ${kind === 'image' ? 'an image' : 'a video'}.`,
        });
        return;
      }
      setState({ phase: 'idle' });
      onUploaded(result);
    } catch (error) {
      if (controller.signal.aborted || isUnauthorized(error)) {
        setState({ phase: 'idle' });
        return;
      }
      setState({ phase: 'failed', message: `${file.name} was not uploaded: ${adminErrorMessage(error)}` });
    } finally {
      abortRef.current = null;
    }
  }

  return (
    <div className="space-y-2">
      <input
        ref={inputRef}
        type="file"
        accept={acceptedTypes[kind]}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <AdminButton
          aria-disabled={state.phase === 'uploading'}
          onClick={() => state.phase !== 'uploading' && inputRef.current?.click()}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {label}
        </AdminButton>
        {state.phase === 'uploading' && (
          <AdminButton onClick={() => abortRef.current?.abort()}>Cancel upload</AdminButton>
        )}
      </div>
      {state.phase === 'uploading' && (
        <UploadProgressStatus percent={state.percent} fileName={state.fileName} />
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
