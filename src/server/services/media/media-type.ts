import type { MediaType } from '#shared/media.js';

/**
 * What an upload is, told by its first bytes (never by its name or declared type): the image and
 * video formats the site accepts, or undefined for anything else.
 */

/** Enough of the start of a file for `sniffMediaType`. */
export const MEDIA_SIGNATURE_BYTES = 64;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_SIGNATURE = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const EBML_DOCTYPE_ID = Buffer.from([0x42, 0x82]);
/** ISO base media brands of MP4 video (QuickTime's `qt  ` and still-image brands like HEIC are not). */
const MP4_BRAND = /^(iso[2-9m]|isom|mp41|mp42|avc1|M4V |dash|mmp4|MSNV)$/;
const AVIF_BRAND = /^avi[fs]$/;

export function sniffMediaType(head: Buffer): MediaType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') return isoMediaType(head);
  if (startsWith(head, EBML_SIGNATURE) && ebmlDocType(head) === 'webm') return 'video/webm';
  return undefined;
}

/** An ISO base media file (MP4, AVIF, HEIC, MOV…) by the brands of its `ftyp` box. */
function isoMediaType(head: Buffer): MediaType | undefined {
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const major = ascii(head, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) compatible.push(ascii(head, offset, offset + 4));
  if (AVIF_BRAND.test(major) || (major === 'mif1' && compatible.some((brand) => AVIF_BRAND.test(brand)))) {
    return 'image/avif';
  }
  return MP4_BRAND.test(major) ? 'video/mp4' : undefined;
}

/** The DocType of an EBML header (`webm`, `matroska`), read from its first element of that id. */
function ebmlDocType(head: Buffer): string | undefined {
  const at = head.indexOf(EBML_DOCTYPE_ID, EBML_SIGNATURE.length);
  const sizeByte = head[at + 2];
  if (at < 0 || sizeByte === undefined || sizeByte === 0) return undefined;
  // The size is a variable-length integer: its leading zero bits say how many more bytes it has.
  const sizeLength = Math.clz32(sizeByte) - 23;
  let size = sizeByte & (0xff >> sizeLength);
  for (let index = 1; index < sizeLength; index += 1) size = size * 256 + (head[at + 2 + index] ?? 0);
  const start = at + 2 + sizeLength;
  return ascii(head, start, start + size);
}

function startsWith(head: Buffer, signature: Buffer): boolean {
  return head.subarray(0, signature.length).equals(signature);
}

function ascii(head: Buffer, start: number, end: number): string {
  return head.subarray(start, end).toString('latin1');
}
