import { FileUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MediaUploadResult } from '../../../../../shared/content.js';
import { adminErrorMessage, isUnauthorized } from '../../api/admin-api.js';
import { AdminButton } from '../../components/admin-button.js';
import { useSchemaForm } from './schema-form-context.js';

type MediaUploadButtonProps = {
  /** The button's text, which names what it uploads: 'Upload photo for Photo 2'. */
  label: string;
  accept: string;
  onUploaded: (result: MediaUploadResult, file: File) => void;
};

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; fileName: string }
  | { phase: 'failed'; message: string };

/** Picks one file and uploads it through `POST /api/media`, showing its progress, or why it failed. */
export function MediaUploadButton({ label, accept, onUploaded }: MediaUploadButtonProps) {
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
      setState({ phase: 'idle' });
      onUploaded(result, file);
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
        accept={accept}
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
        <div role="status" className="text-sm text-slate-700">
          <progress
            className="block w-full max-w-xs"
            max={100}
            value={state.percent}
            aria-label={`Uploading ${state.fileName}`}
          />
          Uploading {state.fileName}: {state.percent}%
        </div>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
