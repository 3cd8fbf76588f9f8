import { z } from 'zod';

/**
 * Every JSON answer of the API has this shape (the seed's contract, kept so its clients still work):
 * `{ success: true, data }` on success, `{ success: false, message }` on failure. The server
 * declares each route's answers with these schemas, so what it sends is checked and documented.
 */

/** Machine-readable reasons a request failed, for clients that want more than the message. */
export const apiErrorCodes = [
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'payload_too_large',
  'conflict',
  'unavailable',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(apiErrorCodes).optional(),
  /** For a rejected form: each invalid field's message, keyed by field name. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** The success envelope around the schema of its `data`. */
export function apiSuccessSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** A success that only says what was done (the seed's status change and deletion answers). */
export const apiMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export function success<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

export function failure(message: string, code?: ApiErrorCode): ApiFailure {
  return code === undefined ? { success: false, message } : { success: false, message, code };
}
