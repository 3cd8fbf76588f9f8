import { z } from 'zod';

/** Shown when a text query parameter holds a control character. */
export const queryTextControlCharacterMessage = 'must not contain control characters';

/**
 * A free-text query parameter (a search, an id typed into a filter): trimmed, at most `maxLength`
 * characters, and refused with 400 when it holds a control character. No one types one into a
 * search box, and PostgreSQL cannot take a NUL byte in a text parameter at all (it answered 500).
 * Every text query parameter is declared with this, so both engines see the same clean text.
 */
export function queryText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength)
    .refine((value) => !/\p{Cc}/u.test(value), queryTextControlCharacterMessage);
}
