/**
 * A video's frame size in pixels, as players show it, read from its container: the first video
 * track's header in an MP4 (`moov/trak/tkhd`, turned by its rotation matrix) or a WebM
 * (`Segment/Tracks/TrackEntry/Video`). Undefined when the file does not say.
 */

export type VideoDimensions = { width: number; height: number };

export function mp4Dimensions(content: Buffer): VideoDimensions | undefined {
  for (const moov of isoBoxes(content, 0, content.length, 'moov')) {
    for (const trak of isoBoxes(content, moov.start, moov.end, 'trak')) {
      for (const tkhd of isoBoxes(content, trak.start, trak.end, 'tkhd')) {
        // Version 1 has 64-bit times: the matrix and the size sit 12 bytes further on.
        const matrixAt = tkhd.start + (content[tkhd.start] === 1 ? 52 : 40);
        if (matrixAt + 44 > tkhd.end) continue;
        // 16.16 fixed point; audio tracks have none.
        const width = Math.round(content.readUInt32BE(matrixAt + 36) / 65536);
        const height = Math.round(content.readUInt32BE(matrixAt + 40) / 65536);
        if (width === 0 || height === 0) continue;
        // A quarter turn (phones filming upright) has no scale on the diagonal.
        const quarterTurn = content.readInt32BE(matrixAt) === 0;
        return quarterTurn ? { width: height, height: width } : { width, height };
      }
    }
  }
  return undefined;
}

type Span = { start: number; end: number };

/** The bodies of the boxes of `type` between `start` and `end`. */
function* isoBoxes(content: Buffer, start: number, end: number, type: string): Generator<Span> {
  let at = start;
  while (at + 8 <= end) {
    let size = content.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(content.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    if (content.toString('latin1', at + 4, at + 8) === type) yield { start: at + header, end: at + size };
    at += size;
  }
}

const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;

export function webmDimensions(content: Buffer): VideoDimensions | undefined {
  for (const segment of ebmlElements(content, 0, content.length, SEGMENT)) {
    for (const tracks of ebmlElements(content, segment.start, segment.end, TRACKS)) {
      for (const entry of ebmlElements(content, tracks.start, tracks.end, TRACK_ENTRY)) {
        for (const video of ebmlElements(content, entry.start, entry.end, VIDEO)) {
          const [width] = ebmlElements(content, video.start, video.end, PIXEL_WIDTH);
          const [height] = ebmlElements(content, video.start, video.end, PIXEL_HEIGHT);
          if (width && height) return { width: unsigned(content, width), height: unsigned(content, height) };
        }
      }
    }
  }
  return undefined;
}

/** The data of the elements with `id` among those between `start` and `end` (not nested deeper). */
function ebmlElements(content: Buffer, start: number, end: number, id: number): Span[] {
  const found: Span[] = [];
  let at = start;
  while (at < end) {
    const elementId = variableInteger(content, at, true);
    if (!elementId) break;
    const size = variableInteger(content, at + elementId.length, false);
    if (!size) break;
    const dataStart = at + elementId.length + size.length;
    // An unknown size (a live stream's segment) runs to the end of its parent.
    const dataEnd = size.unknown ? end : Math.min(dataStart + size.value, end);
    if (elementId.value === id) found.push({ start: dataStart, end: dataEnd });
    at = dataEnd;
  }
  return found;
}

/**
 * An EBML variable-length integer: its leading zero bits give its length. An id keeps its length
 * marker; a size drops it, and all ones means unknown.
 */
export function variableInteger(content: Buffer, at: number, keepMarker: boolean) {
  const first = content[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > content.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = content[at + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function unsigned(content: Buffer, { start, end }: Span): number {
  let value = 0;
  for (let at = start; at < end; at += 1) value = value * 256 + (content[at] ?? 0);
  return value;
}
