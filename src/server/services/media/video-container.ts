import type { VideoType } from '#shared/media.js';
import { variableInteger } from './video-dimensions.js';

/**
 * Whether a video upload is its container and nothing else: the MP4 boxes or WebM (EBML) elements
 * are read through to the last byte, nested ones inside the boxes and elements that hold others,
 * and each must fit its parent exactly. A file that only starts like a video (an MP4 header, then
 * HTML) or has anything after its last box or element is refused, so nothing but a video is ever
 * stored and served as one. Media data itself (`mdat`, a WebM block) stays opaque.
 */
export function isWholeVideoContainer(content: Buffer, type: VideoType): boolean {
  return type === 'video/mp4' ? isWholeMp4(content) : isWholeWebm(content);
}

/** ISO base media boxes that hold only other boxes, so are read inside as well. */
const MP4_CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'dinf',
  'edts',
  'mvex',
  'moof',
  'traf',
  'mfra',
]);

function isWholeMp4(content: Buffer): boolean {
  return content.toString('latin1', 4, 8) === 'ftyp' && mp4BoxesFill(content, 0, content.length, true);
}

/** Whether boxes follow one another from `start` to exactly `end`. */
function mp4BoxesFill(content: Buffer, start: number, end: number, topLevel: boolean): boolean {
  let at = start;
  while (at < end) {
    if (at + 8 > end) return false;
    const type = content.toString('latin1', at + 4, at + 8);
    if (!/^[\x20-\x7e\xa9]{4}$/.test(type)) return false;
    let size = content.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return false;
      size = Number(content.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      // "To the end of the file": only the last box of the file may say so.
      if (!topLevel) return false;
      size = end - at;
    }
    if (size < header || at + size > end) return false;
    if (MP4_CONTAINERS.has(type) && !mp4BoxesFill(content, at + header, at + size, false)) return false;
    at += size;
  }
  return at === end;
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const VOID = 0xec;
const CRC32 = 0xbf;

/** The elements each level may hold: the file, a Segment, a Cluster (the Matroska specification). */
const FILE_ELEMENTS = new Set([EBML_HEADER, SEGMENT]);
const SEGMENT_ELEMENTS = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  0x1654ae6b, // Tracks
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
  VOID,
  CRC32,
]);
const CLUSTER_ELEMENTS = new Set([
  0xe7, // Timestamp
  0x5854, // SilentTracks
  0xa7, // Position
  0xab, // PrevSize
  0xa3, // SimpleBlock
  0xa0, // BlockGroup
  0xaf, // EncryptedBlock
  VOID,
  CRC32,
]);
const CHILDREN = new Map([
  [SEGMENT, SEGMENT_ELEMENTS],
  [CLUSTER, CLUSTER_ELEMENTS],
]);

function isWholeWebm(content: Buffer): boolean {
  const first = variableInteger(content, 0, true);
  return (
    first?.value === EBML_HEADER &&
    ebmlElementsEnd(content, 0, content.length, FILE_ELEMENTS, false) === content.length
  );
}

/**
 * Reads elements from `start`, each one `allowed` at this level, and returns where they end: at
 * `end` exactly, or (when the parent's size is unknown, as a live recording writes it) where an
 * element of a higher level begins. Undefined when an element is malformed or does not fit.
 */
function ebmlElementsEnd(
  content: Buffer,
  start: number,
  end: number,
  allowed: ReadonlySet<number>,
  parentSizeUnknown: boolean,
): number | undefined {
  let at = start;
  while (at < end) {
    const id = variableInteger(content, at, true);
    if (!id || id.length > 4 || !allowed.has(id.value)) return parentSizeUnknown ? at : undefined;
    const size = variableInteger(content, at + id.length, false);
    if (!size) return undefined;
    const dataStart = at + id.length + size.length;
    const children = CHILDREN.get(id.value);
    if (size.unknown) {
      if (!children) return undefined;
      const childrenEnd = ebmlElementsEnd(content, dataStart, end, children, true);
      if (childrenEnd === undefined) return undefined;
      at = childrenEnd;
      continue;
    }
    const dataEnd = dataStart + size.value;
    if (dataEnd > end) return undefined;
    if (children && ebmlElementsEnd(content, dataStart, dataEnd, children, false) !== dataEnd)
      return undefined;
    at = dataEnd;
  }
  return at === end ? at : undefined;
}
