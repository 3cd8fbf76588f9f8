import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4Dimensions, webmDimensions } from './video-dimensions.js';

const sampleVideo = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../web/public/media', name));

/** An ISO box: its size, its type, its body. */
const box = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(content.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
};

/** A version 0 track header of a track `width`×`height` turned by the matrix's first two entries. */
const trackHeader = (width: number, height: number, [a, b]: [number, number] = [1, 0]) => {
  const body = Buffer.alloc(84);
  const matrix = 40;
  body.writeInt32BE(a * 65536, matrix);
  body.writeInt32BE(b * 65536, matrix + 4);
  body.writeInt32BE(-b * 65536, matrix + 12);
  body.writeInt32BE(a * 65536, matrix + 16);
  body.writeUInt32BE(width * 65536, matrix + 36);
  body.writeUInt32BE(height * 65536, matrix + 40);
  return box('tkhd', body);
};

describe('video dimensions', () => {
  it('reads the size of the site’s sample videos (480×320) from MP4 and WebM', () => {
    expect(mp4Dimensions(sampleVideo('discover-in-action.mp4'))).toEqual({ width: 480, height: 320 });
    expect(webmDimensions(sampleVideo('discover-in-action.webm'))).toEqual({ width: 480, height: 320 });
  });

  it('skips an audio track and turns a video filmed upright', () => {
    const audio = box('trak', trackHeader(0, 0));
    const upright = box('trak', trackHeader(1920, 1080, [0, 1]));
    const file = Buffer.concat([box('ftyp', Buffer.from('isom')), box('moov', audio, upright)]);
    expect(mp4Dimensions(file)).toEqual({ width: 1080, height: 1920 });
  });

  it('says nothing for a file without the boxes or elements, or with broken sizes', () => {
    expect(mp4Dimensions(box('ftyp', Buffer.from('isom')))).toBeUndefined();
    expect(mp4Dimensions(Buffer.from([0, 0, 0, 99, 0x6d, 0x6f, 0x6f, 0x76]))).toBeUndefined();
    expect(webmDimensions(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeUndefined();
    expect(webmDimensions(Buffer.alloc(32))).toBeUndefined();
  });
});
