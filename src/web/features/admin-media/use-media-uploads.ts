import { useEffect, useRef, useState } from 'react';
import { isImageType, type UploadedMedia } from '#shared/media.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import { ApiError } from '#web/lib/api-client.js';
import type { UploadProgress } from '#web/lib/api-upload.js';

export type MediaKind = 'image' | 'video';

/** Sends one file to the media library, reporting its progress: the studio's form gets it from its editor. */
export type UploadMedia = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) => Promise<UploadedMedia>;

/** One file of a drop or a pick, from its first byte sent to the library's answer. */
export type FileUpload = {
  key: number;
  fileName: string;
} & (
  | { phase: 'uploading'; percent: number }
  /** The server's images are all being processed: it said when to try again. */
  | { phase: 'waiting'; seconds: number }
  | { phase: 'done'; media: UploadedMedia }
  | { phase: 'failed'; message: string }
);

/** How often a file refused with 503 is sent again before its row says it failed. */
const MAX_TRIES = 5;

const kindNames: Record<MediaKind, string> = { image: 'an image', video: 'a video' };

/**
 * Uploads several files at once, each with its own progress; a file refused because every image
 * decoding slot is busy (503) waits the Retry-After the server gave, counting down, and is sent
 * again. Once all are in, `onFirstUploaded` gets the first of the batch that arrived, for the field;
 * the others are in the library.
 */
export function useMediaUploads(
  uploadMedia: UploadMedia,
  kind: MediaKind,
  onFirstUploaded: (media: UploadedMedia) => void,
) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const nextKey = useRef(0);
  const controller = useRef(new AbortController());
  // Uploads still running when the field goes away are cancelled.
  useEffect(() => {
    const current = controller.current;
    return () => current.abort();
  }, []);

  const update = (key: number, next: FileUpload) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? next : upload)));

  async function uploadOne(key: number, file: File): Promise<UploadedMedia | undefined> {
    const fileName = file.name;
    const signal = controller.current.signal;
    for (let attempt = 1; ; attempt += 1) {
      try {
        update(key, { key, fileName, phase: 'uploading', percent: 0 });
        const media = await uploadMedia(
          file,
          ({ sent, total }) =>
            update(key, { key, fileName, phase: 'uploading', percent: Math.round((sent / total) * 100) }),
          signal,
        );
        if (isImageType(media.contentType) !== (kind === 'image')) {
          update(key, { key, fileName, phase: 'failed', message: `${fileName} is not ${kindNames[kind]}.` });
          return undefined;
        }
        update(key, { key, fileName, phase: 'done', media });
        return media;
      } catch (error) {
        if (signal.aborted || isUnauthorized(error)) return undefined;
        const retryAfter =
          error instanceof ApiError && error.status === 503 ? error.retryAfterSeconds : undefined;
        if (retryAfter === undefined || attempt >= MAX_TRIES) {
          const message = `${fileName} was not uploaded: ${adminErrorMessage(error)}`;
          update(key, { key, fileName, phase: 'failed', message });
          return undefined;
        }
        for (let seconds = retryAfter; seconds > 0; seconds -= 1) {
          update(key, { key, fileName, phase: 'waiting', seconds });
          await new Promise((resolve) => setTimeout(resolve, 1000));
          if (signal.aborted) return undefined;
        }
      }
    }
  }

  async function start(files: readonly File[]) {
    const batch = files.map((file) => ({ key: nextKey.current++, file }));
    setUploads((list) => [
      ...list.filter((upload) => upload.phase !== 'done' && upload.phase !== 'failed'),
      ...batch.map(
        ({ key, file }): FileUpload => ({ key, fileName: file.name, phase: 'uploading', percent: 0 }),
      ),
    ]);
    const uploaded = await Promise.all(batch.map(({ key, file }) => uploadOne(key, file)));
    const first = uploaded.find((media) => media !== undefined);
    if (first) onFirstUploaded(first);
  }

  return {
    uploads,
    start,
    busy: uploads.some((upload) => upload.phase === 'uploading' || upload.phase === 'waiting'),
  };
}
