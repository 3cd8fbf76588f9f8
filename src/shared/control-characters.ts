/**
 * The text rule for what people type: no control characters (U+0000 to U+001F, U+007F to U+009F).
 * No one types one, and PostgreSQL cannot take a NUL in a text value at all (it answered 500), so
 * both engines see the same clean text. Free text allows the tab and the line breaks a text area
 * makes; a search box does not.
 */
const anyControlCharacter = /\p{Cc}/u;
const controlCharacterBesidesLineBreaks = /(?![\t\n\r])\p{Cc}/u;

export const controlCharacterMessage = 'must not contain control characters';

export function hasControlCharacter(value: string, { allowLineBreaks = false } = {}): boolean {
  return (allowLineBreaks ? controlCharacterBesidesLineBreaks : anyControlCharacter).test(value);
}
