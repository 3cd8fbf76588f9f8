import { Readable } from 'node:stream';
import { z } from 'zod';
import { apiFailureSchema } from '#shared/api-envelope.js';

/**
 * A route's answers for its response schema: its successes as given, and the failure envelope
 * for every client and server error (the error handler's answers). Declared on every API route,
 * so what it sends is checked and unknown fields are dropped, and the OpenAPI document shows it.
 */
export function responseSchemas<Successes extends Record<number, unknown>>(successes: Successes) {
  return { ...successes, '4xx': apiFailureSchema, '5xx': apiFailureSchema };
}

/** A file answered as a stream, under its content type (or one of them): sent as it is, never serialized. */
export function streamedFile(contentTypes: string | readonly string[], description: string) {
  const schema = { schema: z.instanceof(Readable).meta({ type: 'string', format: 'binary' }) };
  return {
    description,
    content: Object.fromEntries([contentTypes].flat().map((contentType) => [contentType, schema])),
  };
}
