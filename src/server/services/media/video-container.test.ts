import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWholeVideoContainer } from './video-container.js';

const html = Buffer.from('<!doctype html><html><script>alert(document.domain)</script></html>');
const shipped = (name: string) => fs.readFileSync(path.join('src/web/public/media', name));

type Box = { type: string; children?: Box[]; payload?: Uint8Array };

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function mp4Bytes(boxes: Box[]): Buffer {
  return Buffer.concat(
    boxes.map((item) =>
      box(item.type, item.children ? mp4Bytes(item.children) : Buffer.from(item.payload ?? [])),
    ),
  );
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'));

/** Well-formed box trees: containers holding boxes, other boxes holding opaque bytes. */
const { boxes } = fc.letrec<{ boxes: Box[]; box: Box }>((tie) => ({
  box: fc.oneof(
    { depthSize: 'small' },
    fc.record({
      type: fc.constantFrom('mdat', 'free', 'tkhd', 'mvhd', 'udta'),
      payload: fc.uint8Array({ maxLength: 40 }),
    }),
    fc.record({
      type: fc.constantFrom('moov', 'trak', 'mdia', 'stbl'),
      children: tie('boxes') as fc.Arbitrary<Box[]>,
    }),
  ),
  boxes: fc.array(tie('box') as fc.Arbitrary<Box>, { maxLength: 4 }),
}));

describe('isWholeVideoContainer for MP4', () => {
  it('refuses a file that does not start with its ftyp box', () => {
    expect(isWholeVideoContainer(mp4Bytes([{ type: 'moov', children: [] }]), 'video/mp4')).toBe(false);
  });

  it('accepts any well-formed box tree, and refuses it with a tail, truncated, or with a child overrunning its parent', () => {
    fc.assert(
      fc.property(boxes, fc.uint8Array({ minLength: 1, maxLength: 7 }), (tree, tail) => {
        const file = Buffer.concat([ftyp, mp4Bytes(tree)]);
        expect(isWholeVideoContainer(file, 'video/mp4')).toBe(true);
        expect(isWholeVideoContainer(Buffer.concat([file, tail]), 'video/mp4')).toBe(false);
        expect(isWholeVideoContainer(Buffer.concat([file, html]), 'video/mp4')).toBe(false);
        expect(isWholeVideoContainer(file.subarray(0, file.length - 1), 'video/mp4')).toBe(false);
      }),
    );
    const overrun = mp4Bytes([{ type: 'moov', children: [{ type: 'free', payload: new Uint8Array(4) }] }]);
    overrun.writeUInt32BE(13, 8); // the child claims one byte more than its parent holds
    expect(isWholeVideoContainer(Buffer.concat([ftyp, overrun, Buffer.alloc(1)]), 'video/mp4')).toBe(false);
  });
});

/** An EBML element with a known size (one-byte size marker while it fits, else eight bytes). */
function element(id: number, body: Buffer): Buffer {
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)
      ?.map((byte) => Number.parseInt(byte, 16)) ?? [],
  );
  const size =
    body.length < 127
      ? Buffer.from([0x80 | body.length])
      : Buffer.concat([Buffer.from([0x01, 0, 0]), sizeBytes(body.length)]);
  return Buffer.concat([idBytes, size, body]);
}

function sizeBytes(size: number): Buffer {
  const bytes = Buffer.alloc(5);
  bytes.writeUIntBE(size, 0, 5);
  return bytes;
}

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const ebmlHeader = element(0x1a45dfa3, element(0x4282, Buffer.from('webm')));

const cluster = fc
  .array(fc.uint8Array({ maxLength: 30 }), { maxLength: 4 })
  .map((blocks) =>
    Buffer.concat([
      element(0xe7, Buffer.from([0])),
      ...blocks.map((block) => element(0xa3, Buffer.from(block))),
    ]),
  );

describe('isWholeVideoContainer for WebM', () => {
  it('accepts segments and clusters of known or unknown size (a live recording), and refuses them with HTML after', () => {
    fc.assert(
      fc.property(
        fc.array(cluster, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (clusters, unknownSizes) => {
          const info = element(0x1549a966, element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])));
          const body = unknownSizes
            ? Buffer.concat([
                info,
                ...clusters.map((blocks) =>
                  Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, blocks]),
                ),
              ])
            : Buffer.concat([info, ...clusters.map((blocks) => element(0x1f43b675, blocks))]);
          const segment = unknownSizes
            ? Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, body])
            : element(0x18538067, body);
          const file = Buffer.concat([ebmlHeader, segment]);
          expect(isWholeVideoContainer(file, 'video/webm')).toBe(true);
          expect(isWholeVideoContainer(Buffer.concat([file, html]), 'video/webm')).toBe(false);
          expect(isWholeVideoContainer(file.subarray(0, file.length - 1), 'video/webm')).toBe(false);
        },
      ),
    );
  });
});

describe('isWholeVideoContainer on the shipped videos', () => {
  it.each([
    ['video/mp4', 'mp4', ftyp],
    ['video/webm', 'webm', ebmlHeader],
  ] as const)(
    '%s: accepts them, and refuses them or a bare header with anything after their end',
    (type, extension, header) => {
      for (const name of ['discover-in-action', 'distribution-01', 'distribution-02']) {
        const video = shipped(`${name}.${extension}`);
        expect(isWholeVideoContainer(video, type), name).toBe(true);
        expect(isWholeVideoContainer(Buffer.concat([video, html]), type), name).toBe(false);
        expect(isWholeVideoContainer(Buffer.concat([video, Buffer.from([0xec])]), type), name).toBe(false);
      }
      expect(isWholeVideoContainer(Buffer.concat([header, html]), type)).toBe(false);
    },
  );
});
