/**
 * `Content-Disposition: attachment` for a file name that may hold any characters (RFC 6266): an
 * ASCII `filename` for old clients and the exact name as UTF-8 in `filename*` (RFC 5987).
 */
export function attachmentDisposition(fileName: string): string {
  const asciiFallback = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char set. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
