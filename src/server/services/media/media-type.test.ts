import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './media-type.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

/** An `ftyp` box: its size, the major brand, a minor version and the compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, 'mdat');
};

describe('sniffMediaType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF with mif1 as major brand', ftyp('mif1', 'avif', 'miaf'), 'image/avif'],
    ['MP4', ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), 'video/mp4'],
    ['MP4 (mp42)', ftyp('mp42', 'mp42', 'isom'), 'video/mp4'],
    [
      'WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm'),
      'video/webm',
    ],
    [
      'WebM with a two-byte DocType size',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa0, 0x42, 0x82, 0x40, 0x04], 'webm'),
      'video/webm',
    ],
  ])('recognises %s by its bytes', (_name, head, expected) => {
    expect(sniffMediaType(head)).toBe(expected);
  });

  it.each([
    ['PDF', bytes('%PDF-1.7\n')],
    ['HTML', bytes('<!doctype html><html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['GIF', bytes('GIF89a')],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['QuickTime', ftyp('qt  ', 'qt  ')],
    ['Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska')],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
    ['two bytes of JPEG', bytes([0xff, 0xd8])],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeUndefined();
  });
});
