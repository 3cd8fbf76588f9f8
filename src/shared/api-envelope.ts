/**
 * Every JSON answer of the API has this shape (the seed's contract, kept so its clients still work):
 * `{ success: true, data }` on success, `{ success: false, message }` on failure.
 */
export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = {
  success: false;
  message: string;
  code?: ApiErrorCode;
  /** For a rejected form: each invalid field's message, keyed by field name. */
  fields?: Record<string, string>;
};
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Machine-readable reasons a request failed, for clients that want more than the message. */
export const apiErrorCodes = [
  'validation_failed',
  'not_found',
  'unauthorized',
  'rate_limited',
  'payload_too_large',
  'conflict',
  'unavailable',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export function success<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

export function failure(message: string, code?: ApiErrorCode): ApiFailure {
  return code === undefined ? { success: false, message } : { success: false, message, code };
}
