/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, lines ended by CRLF.
 * A field starting with =, +, -, @, tab or carriage return is prefixed with an apostrophe, so a
 * spreadsheet shows a visitor's text instead of running it as a formula (CSV injection).
 */
const formulaStart = /^[=+\-@\t\r]/;

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
