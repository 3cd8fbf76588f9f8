import type { ByteRange } from '#server/services/storage/file-store.js';

/**
 * The one range of a `Range: bytes=…` header over a file of `size` bytes (RFC 9110 §14):
 * `undefined` to send the whole file (no header, another unit, or several ranges, which a server
 * may answer in full), `'unsatisfiable'` for a range outside the file (answered 416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
