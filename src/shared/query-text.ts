import { z } from 'zod';
import { controlCharacterMessage, hasControlCharacter } from './control-characters.js';

/**
 * A free-text query parameter (a search, an id typed into a filter): trimmed, at most `maxLength`
 * characters, and refused with 400 when it holds a control character (the rule of
 * control-characters.ts). Every text query parameter is declared with this.
 */
export function queryText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength)
    .refine((value) => !hasControlCharacter(value), controlCharacterMessage);
}
