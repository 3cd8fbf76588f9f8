import type { ApiEnvelope } from '#shared/api-envelope.js';
import { type ApiAnswer, ApiError, ApiUnreachableError, retryAfterSeconds } from './api-client.js';

// The upload half of the browser's one API client (api-client.ts), apart so that the public
// pages' bundles, which never upload with progress, do not carry it.

/** How far an upload has got: bytes sent of the body's total. */
export type UploadProgress = { sent: number; total: number };

/**
 * A multipart upload that reports its progress (fetch cannot): the data of a successful envelope;
 * throws ApiUnreachableError or ApiError as `apiJson` does, or an AbortError when `signal` aborts.
 */
export function apiUpload<T>(
  path: string,
  formData: FormData,
  request: { token?: string; signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void },
): Promise<ApiAnswer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (request.token) xhr.setRequestHeader('authorization', `Bearer ${request.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.({ sent: event.loaded, total: event.total });
    };
    xhr.onerror = () => reject(new ApiUnreachableError(new Error('The upload failed')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let envelope: ApiEnvelope<T> | undefined;
      if (xhr.getResponseHeader('content-type')?.includes('application/json')) {
        try {
          envelope = JSON.parse(xhr.responseText) as ApiEnvelope<T>;
        } catch {
          envelope = undefined;
        }
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && envelope?.success) {
        resolve({ status: xhr.status, data: envelope.data, message: envelope.message });
      } else {
        reject(
          new ApiError(
            xhr.status,
            envelope && !envelope.success ? envelope : undefined,
            retryAfterSeconds(xhr.getResponseHeader('retry-after')),
          ),
        );
      }
    };
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}
