import { createHash, randomBytes } from 'node:crypto';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, strParam } from '../../http/context.js';
import {
  EXTENSION,
  MSG_NOT_SENT,
  MSG_UPLOADED,
  PURPOSES,
  SLOT_TTL_SECONDS,
  slotFile,
  typeOfName,
  uploadDirs,
} from './store.js';

export const BYTES_PATH = '/upload/bytes';
export const MSG_NO_SLOT = '上传不存在或已过期';
/** Slots a member may hold at once (each lives 10 minutes): enough for a listing's pictures, not a flood. */
export const MAX_OPEN_SLOTS = 30;
export const MSG_TOO_MANY_SLOTS = '待完成的上传过多，请稍后再试';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface SlotRow {
  id: string;
  user_id: number;
  state: string;
  type: Schema<'UploadType'> | null;
  width: number | null;
  height: number | null;
  expires_at: number;
}

export const uploadHandlers: SectionHandlers<'upload'> = {
  createUpload(ctx, p, req) {
    const name = strParam(p, 'name').trim();
    const size = intParam(p, 'size');
    const purpose = strParam(p, 'purpose');
    const rules = PURPOSES[purpose];
    if (!rules) return fail(400, '参数错误: purpose 必须是 avatar、listing 或 video');
    const declared = p.type === undefined || p.type === '' ? undefined : String(p.type);
    const byName = typeOfName(name);
    // a name and a type that disagree (照片.txt as image/png), or a type the purpose does not take
    const wanted = declared ?? byName;
    if ((declared && byName && declared !== byName) || (wanted && !rules.types.includes(wanted)))
      return fail(201, rules.wrongType);
    if (size > rules.maxBytes) return fail(201, rules.tooLarge);
    const open = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ? AND expires_at > ?')
      .get(req.user!.id, ctx.now()) as { n: number };
    if (open.n >= MAX_OPEN_SLOTS) return fail(201, MSG_TOO_MANY_SLOTS);
    const id = randomBytes(12).toString('hex');
    const token = randomBytes(16).toString('hex');
    const now = ctx.now();
    const expires = now + SLOT_TTL_SECONDS;
    ctx.db
      .prepare(
        'INSERT INTO uploads (id, user_id, token_hash, name, size, purpose, declared_type, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        req.user!.id,
        hashToken(token),
        name,
        size,
        purpose,
        declared ?? byName ?? null,
        now,
        expires,
      );
    return ok({
      id,
      putUrl: `${ctx.publicUrl()}/public/v1${BYTES_PATH}/${id}?token=${token}`,
      expires: fmtTime(expires),
    });
  },

  completeUpload(ctx, p, req) {
    const id = strParam(p, 'id');
    const row = ctx.db
      .prepare(
        'SELECT id, user_id, state, type, width, height, expires_at FROM uploads WHERE id = ?',
      )
      .get(id) as SlotRow | undefined;
    // someone else's slot answers like a missing one: ids are not to be probed
    if (!row || row.user_id !== req.user!.id || row.expires_at <= ctx.now())
      return fail(404, MSG_NO_SLOT);
    if (row.state !== 'sent' || !row.type) return fail(201, MSG_NOT_SENT);
    const file = `${row.id}.${EXTENSION[row.type]}`;
    const url = `/media/uploads/${file}`;
    const image = ctx.db.transaction(() => {
      const inserted = ctx.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run(url, row.user_id);
      ctx.db.prepare('DELETE FROM uploads WHERE id = ?').run(row.id);
      // inside the transaction: a failed rename rolls the rows back, so no image points at nothing
      renameSync(slotFile(ctx, row.id), join(uploadDirs(ctx).files, file));
      return Number(inserted.lastInsertRowid);
    })();
    return ok(
      {
        id: image,
        url: abs(ctx, url),
        width: row.width ?? 0,
        height: row.height ?? 0,
        type: row.type,
      },
      MSG_UPLOADED,
    );
  },
};
