/** Browser-side picture work before an upload: real type, compression and crop, all on a canvas. */

/** A rectangle in the picture's own pixels (what react-easy-crop reports as `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Short names for messages (JPG、PNG、WebP、GIF). */
export const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/**
 * The picture type from the file's first bytes (PNG, JPEG, GIF, WebP), or null. The name and the
 * browser's `type` only reflect the extension; the server checks the bytes too.
 */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The name with the extension of `type`, so name and bytes agree (`照片.png` holding a JPEG → `照片.jpg`). */
export function withExtension(name: string, type: string): string {
  const ext = EXTENSIONS[type];
  if (!ext) return name;
  const stem = name.replace(/\.[^./\\]*$/, '') || 'image';
  const current = name.slice(stem.length + 1).toLowerCase();
  return current === ext || (ext === 'jpg' && current === 'jpeg') ? name : `${stem}.${ext}`;
}

/** 5 MB, 800 KB. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

async function draw(
  file: Blob,
  area: PixelArea | null,
  maxEdge: number,
): Promise<{ canvas: HTMLCanvasElement; scaled: boolean }> {
  const bitmap = await createImageBitmap(file);
  const src = area ?? { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
  const scale = Math.min(1, maxEdge / Math.max(src.width, src.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(src.width * scale));
  canvas.height = Math.max(1, Math.round(src.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.drawImage(bitmap, src.x, src.y, src.width, src.height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return { canvas, scaled: scale < 1 || area !== null };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

export interface PrepareOptions {
  /** Longest side after compression, in pixels. */
  maxEdge: number;
  /** JPEG/WebP quality, 0–1. */
  quality: number;
  /** Part of the picture to keep. */
  area?: PixelArea | null;
  /** Skip the canvas when there is nothing to crop (compression off). */
  compress: boolean;
}

/**
 * Crops and compresses a picture on a canvas, keeping its type (a GIF is left alone so it keeps its
 * frames). The original is kept when re-encoding would not make it smaller.
 */
export async function preparePicture(file: File, type: string, o: PrepareOptions): Promise<File> {
  const named = (blob: Blob) =>
    new File([blob], withExtension(file.name, type), { type, lastModified: file.lastModified });
  if (type === 'image/gif' || (!o.compress && !o.area)) return named(file);
  const { canvas, scaled } = await draw(file, o.area ?? null, o.compress ? o.maxEdge : Infinity);
  const blob = await toBlob(canvas, type, o.quality);
  if (!blob || (!scaled && blob.size >= file.size)) return named(file);
  return named(blob);
}
