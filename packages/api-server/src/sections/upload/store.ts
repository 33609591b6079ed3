import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { AppContext } from '../../http/context.js';

/** Where an upload's files live: `slots/<id>.part` while open, `files/<id>.<ext>` once completed. */
export interface UploadDirs {
  root: string;
  slots: string;
  files: string;
  /** True for a temp folder of an in-memory database (removed when the server closes). */
  temporary: boolean;
}

const dirsOf = new WeakMap<AppContext, UploadDirs>();

/**
 * The upload folder of a server: env UPLOAD_DIR, else `uploads/` next to the SQLite file, else (`:memory:`
 * databases, tests) a temp folder of its own.
 */
function makeDirs(dirs: UploadDirs) {
  mkdirSync(dirs.slots, { recursive: true });
  mkdirSync(dirs.files, { recursive: true });
}

export function uploadDirs(ctx: AppContext): UploadDirs {
  let dirs = dirsOf.get(ctx);
  if (dirs) return dirs;
  const db = ctx.config.dbPath;
  const fileDb = db !== ':memory:' && !db.startsWith('file:');
  const env = process.env.UPLOAD_DIR;
  const root = env
    ? resolve(env)
    : fileDb
      ? join(dirname(resolve(db)), 'uploads')
      : mkdtempSync(join(tmpdir(), 'wz-uploads-'));
  dirs = {
    root,
    slots: join(root, 'slots'),
    files: join(root, 'files'),
    temporary: !env && !fileDb,
  };
  makeDirs(dirs);
  dirsOf.set(ctx, dirs);
  return dirs;
}

export const slotFile = (ctx: AppContext, id: string) => join(uploadDirs(ctx).slots, `${id}.part`);

export const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
};

/** Declared type from a file name's extension (undefined when it has none we know). */
export function typeOfName(name: string): string | undefined {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  if (!m) return undefined;
  const ext = m[1]!.toLowerCase();
  if (ext === 'jpeg' || ext === 'jpe') return 'image/jpeg';
  return Object.keys(EXTENSION).find((t) => EXTENSION[t] === ext) ?? `unknown/${ext}`;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const MAX_PIXELS_SIDE = 8000;
/**
 * Pixels of a picture (width × height): 40 million. A phone decodes a picture to 4 bytes a pixel, so an
 * 8000 × 8000 PNG of 60 KB would take 256 MB to show; within the sides, the count bounds that too.
 */
export const MAX_PIXELS = 40_000_000;
/** An open slot (bytes sent or not) is deleted this long after it was created. */
export const SLOT_TTL_SECONDS = 600;

/** What each purpose accepts. */
export const PURPOSES: Record<
  string,
  { types: string[]; maxBytes: number; wrongType: string; tooLarge: string }
> = {
  avatar: {
    types: IMAGE_TYPES,
    maxBytes: 5 * 1024 * 1024,
    wrongType: '文件内容与类型不符，请上传 PNG、JPEG、WebP 或 GIF 图片',
    tooLarge: '图片不能超过 5 MB',
  },
  listing: {
    types: IMAGE_TYPES,
    maxBytes: 5 * 1024 * 1024,
    wrongType: '文件内容与类型不符，请上传 PNG、JPEG、WebP 或 GIF 图片',
    tooLarge: '图片不能超过 5 MB',
  },
  video: {
    types: ['video/mp4'],
    maxBytes: 50 * 1024 * 1024,
    wrongType: '文件内容与类型不符，请上传 MP4 视频',
    tooLarge: '视频不能超过 50 MB',
  },
};

export const MSG_TOO_MANY_PIXELS = `图片尺寸不能超过 ${MAX_PIXELS_SIDE}×${MAX_PIXELS_SIDE} 像素`;
export const MSG_PIXEL_COUNT = `图片像素过多（最多 ${MAX_PIXELS / 10_000} 万像素），请缩小后再上传`;
export const MSG_SIZE_MISMATCH = '文件大小与声明不符，请重新上传';
export const MSG_SLOT_GONE = '上传已失效，请重新上传';
export const MSG_NOT_SENT = '文件尚未上传完成';
export const MSG_UPLOADED = '上传成功';

/** Deletes a slot's row and its partial file (a refused, abandoned or expired upload keeps nothing). */
export function dropSlot(ctx: AppContext, id: string): void {
  ctx.db.prepare('DELETE FROM uploads WHERE id = ?').run(id);
  rmSync(slotFile(ctx, id), { force: true });
}

/** Deletes expired slots, and partial files no slot owns (a process stopped during a PUT). */
export function sweepSlots(ctx: AppContext): number {
  const expired = ctx.db.prepare('SELECT id FROM uploads WHERE expires_at <= ?').all(ctx.now()) as {
    id: string;
  }[];
  for (const { id } of expired) dropSlot(ctx, id);
  const live = new Set(
    (ctx.db.prepare('SELECT id FROM uploads').all() as { id: string }[]).map((r) => r.id),
  );
  const dirs = uploadDirs(ctx);
  // the folders may have been removed while the server runs: made again, as at start
  makeDirs(dirs);
  for (const file of readdirSync(dirs.slots)) {
    if (!live.has(file.replace(/\.part$/, '')))
      rmSync(join(dirs.slots, file), { force: true });
  }
  return expired.length;
}
