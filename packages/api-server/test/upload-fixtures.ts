import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_DIR } from '../src/index.js';
import { encodePng } from '../src/tiles/png.js';

/** A real, decodable RGB PNG of the given size (black). */
export function png(width: number, height: number): Buffer {
  return encodePng(width, height, new Uint8Array(width * height * 3));
}

const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

/** A small progressive JPEG whose frame header says width × height. */
export function jpeg(width: number, height: number): Buffer {
  const b = Buffer.from(JPEG_1X1, 'base64');
  const sof = b.indexOf(Buffer.from([0xff, 0xc2]));
  b.writeUInt16BE(height, sof + 5);
  b.writeUInt16BE(width, sof + 7);
  return b;
}

/** A 1 × 1 GIF89a with the logical screen size patched. */
export function gif(width: number, height: number): Buffer {
  const b = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

/** A lossless 1 × 1 WebP (VP8L). */
export const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** The server's own sample video. */
export const mp4 = () => readFileSync(join(MEDIA_DIR, 'sample.mp4'));
