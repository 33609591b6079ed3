import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** What the bytes of a file are: its real MIME type and pixel size (0 × 0 when a video's header has none). */
export interface Sniffed {
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'video/mp4';
  width: number;
  height: number;
}

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ByteReader = (offset: number, length: number) => Buffer;

const ascii = (b: Buffer, from: number, to: number) => b.toString('latin1', from, to);

function png(r: ByteReader): Sniffed | null {
  const b = r(0, 24);
  if (b.length < 24 || !b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')))
    return null;
  if (ascii(b, 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gif(r: ByteReader): Sniffed | null {
  const b = r(0, 10);
  if (b.length < 10 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return null;
  return { type: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webp(r: ByteReader): Sniffed | null {
  const b = r(0, 30);
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X')
    return { type: 'image/webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return {
      type: 'image/webp',
      width: b.readUInt16LE(26) & 0x3fff,
      height: b.readUInt16LE(28) & 0x3fff,
    };
  return null;
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(r: ByteReader): Sniffed | null {
  const head = r(0, 3);
  if (head.length < 3 || head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff) return null;
  let at = 2;
  // walk the marker segments (each at most 64 KB) up to the frame header
  for (let guard = 0; guard < 1000; guard++) {
    const b = r(at, 9);
    if (b.length < 4 || b[0] !== 0xff) return null;
    const marker = b[1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (isSof(marker)) {
      if (b.length < 9) return null;
      return { type: 'image/jpeg', width: b.readUInt16BE(7), height: b.readUInt16BE(5) };
    }
    at += 2 + b.readUInt16BE(2);
  }
  return null;
}

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'MSNV',
]);
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);

/** The boxes between `from` and `to` (an MP4 is a tree of them); stops at the first malformed header. */
function* boxes(r: ByteReader, from: number, to: number): Generator<{ kind: string; at: number; size: number; body: number }> {
  let at = from;
  for (let guard = 0; guard < 10_000 && at + 8 <= to; guard++) {
    const h = r(at, 16);
    if (h.length < 8) return;
    let size = h.readUInt32BE(0);
    let body = at + 8;
    if (size === 1) {
      if (h.length < 16) return;
      size = Number(h.readBigUInt64BE(8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) return;
    yield { kind: ascii(h, 4, 8), at, size, body };
    at += size;
  }
}

/** The first video track's size from moov/trak/tkhd (16.16 fixed point at the end of the box). */
function mp4Size(
  r: ByteReader,
  from: number,
  to: number,
  depth: number,
): { width: number; height: number } | null {
  for (const b of boxes(r, from, to)) {
    if (b.kind === 'tkhd') {
      const box = r(b.at, b.size);
      const width = box.readUInt32BE(b.size - 8) >>> 16;
      const height = box.readUInt32BE(b.size - 4) >>> 16;
      if (width && height) return { width, height };
    } else if (depth < 3 && CONTAINERS.has(b.kind)) {
      const found = mp4Size(r, b.body, b.at + b.size, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function mp4(r: ByteReader, length: number): Sniffed | null {
  const b = r(0, 12);
  if (b.length < 12 || ascii(b, 4, 8) !== 'ftyp' || !MP4_BRANDS.has(ascii(b, 8, 12))) return null;
  return { type: 'video/mp4', ...(mp4Size(r, 0, length, 0) ?? { width: 0, height: 0 }) };
}

/** The real type and size of a file from its bytes, or null when it is none of the accepted formats. */
export function sniff(r: ByteReader, length: number): Sniffed | null {
  return png(r) ?? jpeg(r) ?? webp(r) ?? gif(r) ?? mp4(r, length);
}

/** Calls `withReader` with a reader over a file on disk that reads only what it asks for (at most 1 MB a read). */
function readingFile<T>(path: string, withReader: (read: ByteReader, length: number) => T): T {
  const fd = openSync(path, 'r');
  try {
    const length = fstatSync(fd).size;
    const read: ByteReader = (offset, want) => {
      const n = Math.max(0, Math.min(want, length - offset, 1 << 20));
      const buf = Buffer.alloc(n);
      const got = n ? readSync(fd, buf, 0, n, offset) : 0;
      return buf.subarray(0, got);
    };
    return withReader(read, length);
  } finally {
    closeSync(fd);
  }
}

/** sniff() over a file on disk, reading only the headers it needs. */
export function sniffFile(path: string): Sniffed | null {
  return readingFile(path, sniff);
}

/** How long an MP4 plays, in whole seconds, from moov/mvhd (timescale and duration); 0 when it does not say. */
export function mp4Seconds(r: ByteReader, length: number): number {
  for (const moov of boxes(r, 0, length)) {
    if (moov.kind !== 'moov') continue;
    for (const b of boxes(r, moov.body, moov.at + moov.size)) {
      if (b.kind !== 'mvhd') continue;
      // version 1 has 64-bit times and duration: version, flags, created, modified, timescale, duration
      const m = r(b.body, 32);
      const v1 = m[0] === 1;
      if (m.length < (v1 ? 32 : 20)) return 0;
      const scale = m.readUInt32BE(v1 ? 20 : 12);
      const duration = v1 ? Number(m.readBigUInt64BE(24)) : m.readUInt32BE(16);
      return scale > 0 ? Math.round(duration / scale) : 0;
    }
    return 0;
  }
  return 0;
}

/** mp4Seconds() over a file on disk; 0 when the file is missing or says nothing. */
export function mp4FileSeconds(path: string): number {
  try {
    return readingFile(path, mp4Seconds);
  } catch {
    return 0;
  }
}
