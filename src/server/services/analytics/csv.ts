/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, lines ended by CRLF.
 * A field whose first character that is not white space is =, +, - or @, or that starts with a
 * tab or carriage return, is prefixed with an apostrophe (OWASP's CSV injection advice): a
 * spreadsheet then shows a visitor's text instead of running it as a formula. Nothing invisible
 * before the trigger hides it: white space (a line feed, spaces, NEL U+0085), control characters
 * (the separators U+001C–U+001F) and format characters (a zero-width space), which spreadsheets
 * skip or drop before reading a formula.
 */
const formulaStart = /^(?:[\t\r]|[\s\p{Cc}\p{Cf}]*[=+\-@])/u;

function csvField(value: string | null): string {
  const text = value ?? '';
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvLine(values: readonly (string | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Excel reads a file as UTF-8 (Hindi and Bengali chat messages) only with this mark first. */
export const utf8ByteOrderMark = '\uFEFF';
