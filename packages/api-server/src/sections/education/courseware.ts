// A teacher's courseware and course affairs (x-spec inferred): text courseware carries an uploaded document,
// video courseware an uploaded MP4 and a cover, free (type 2) or paid (type 3, a price in cents). Taking a
// courseware down hides it from every reader page (status 0); a course affair is deleted. Another teacher's
// item answers 404 and nothing is written.
import { basename, join } from 'node:path';
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, money, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { cleanHtml, htmlTextLength } from '../../http/html.js';
import { documentOf } from './documents.js';
import { asOwner } from './release.js';
import { mp4FileSeconds } from '../upload/sniff.js';
import { uploadDirs } from '../upload/store.js';

export const MSG_NO_COURSEWARE = '课件不存在';
const MSG_NO_KEWU = '课务不存在';

export function titleOf(p: Params, key = 'title'): string {
  const v = strParam(p, key, '').trim();
  if (v.length < 2 || v.length > 60) throw new ParamError(`${key} 标题请填写 2–60 个字`);
  return v;
}
export function htmlOf(p: Params, key: string, min: number, label: string): string {
  const html = cleanHtml(strParam(p, key, ''));
  if (htmlTextLength(html) < min) throw new ParamError(min ? `${key} ${label}请至少输入 ${min} 个字` : `${key} 请填写${label}`);
  return html;
}
/** An upload of the member's (a picture, or an MP4 when `video`), as its stored URL. */
export function uploadOf(ctx: AppContext, p: Params, key: string, label: string, userId: number, video = false): string | undefined {
  if (p[key] === undefined || p[key] === '') return undefined;
  const row = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(intParam(p, key), userId) as { url: string } | undefined;
  if (!row || /\.mp4$/i.test(row.url) !== video) throw new ParamError(`${key} ${label}不存在，请重新上传`);
  return row.url;
}

type MyRow = { id: number; type: 1 | 2 | 3; title: string; jianjie: string; fengmian: string; fileurl: string; filename: string; price_cents: number; status: 0 | 1; clickcount: number; inputtime: number; liuyancount: number; duration: number };
type KewuOps = 'educationReleaseKejianList' | 'educationReleaseSaveKejian' | 'educationReleaseSetKejianStatus' | 'educationReleaseKewuList' | 'educationReleaseSaveKewu' | 'educationReleaseRemoveKewu';

export const coursewareHandlers: Pick<SectionHandlers<'education'>, KewuOps> = {
  educationReleaseKejianList(ctx, p, req) {
    const type = intParam(p, 'type', 1);
    const status = intParam(p, 'status', 1);
    const { offset } = pageOf(p);
    return asOwner(ctx, req.user!.id, [3], (t) => {
      const where = 'teacher_id = ? AND type = ? AND status = ?';
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM courseware WHERE ${where}`).get(t.id, type, status) as { n: number }).n;
      const rows = ctx.db
        .prepare(`SELECT c.*, (SELECT COUNT(*) FROM comments m WHERE m.courseware_id = c.id) AS liuyancount FROM courseware c WHERE ${where} ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?`)
        .all(t.id, type, status, PAGE_SIZE, offset) as MyRow[];
      const lists = rows.map((r) => ({
        id: r.id, type: r.type, title: r.title, jianjie: r.jianjie, fengmian: abs(ctx, r.fengmian), fileurl: abs(ctx, r.fileurl), filename: r.filename,
        price: money(r.price_cents), status: r.status, clickcount: r.clickcount + ctx.views.pending('courseware', r.id), liuyancount: r.liuyancount, inputtime: fmtTime(r.inputtime), duration: r.duration,
      }));
      return ok({ lists, total }, '请求成功');
    });
  },

  educationReleaseSaveKejian(ctx, p, req) {
    const me = req.user!.id;
    const id = p.id === undefined || p.id === '' ? undefined : intParam(p, 'id');
    const type = intParam(p, 'type') as 1 | 2 | 3;
    const title = titleOf(p);
    const jianjie = cleanHtml(strParam(p, 'jianjie', ''));
    const cover = uploadOf(ctx, p, 'cover', '封面', me);
    const video = type === 1 ? undefined : uploadOf(ctx, p, 'video', '视频', me, true);
    // the server reads the length from the stored file: a client's figure is not trusted
    const seconds = video ? mp4FileSeconds(join(uploadDirs(ctx).files, basename(video))) : null;
    const docId = type === 1 ? strParam(p, 'document', '') : '';
    const doc = docId ? documentOf(ctx, docId, me) : undefined;
    if (docId && !doc) throw new ParamError('document 课件文件不存在，请重新上传');
    let price = 0;
    if (type === 3) {
      if (p.price === undefined || p.price === '') throw new ParamError('price 请填写价格');
      price = intParam(p, 'price');
      if (price < 1 || price > 10_000_000) throw new ParamError('price 价格须在 0.01–100000.00 元之间');
    }
    return asOwner(ctx, me, [3], (t) => {
      const now = ctx.now();
      if (id === undefined) {
        if (type === 1 && !doc) throw new ParamError('document 请上传课件文件');
        if (type !== 1 && !video) throw new ParamError('video 请上传视频');
        if (type !== 1 && !cover) throw new ParamError('cover 请上传封面');
        const info = ctx.db
          .prepare('INSERT INTO courseware (teacher_id, type, title, jianjie, fengmian, fileurl, filename, price_cents, tuijian, clickcount, inputtime, status, duration) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, 1, ?)')
          .run(t.id, type, title, jianjie, cover ?? '', doc?.url ?? video!, doc?.name ?? '', price, now, seconds ?? 0);
        return ok({ id: Number(info.lastInsertRowid) }, '发布成功');
      }
      const r = ctx.db.prepare('SELECT type FROM courseware WHERE id = ? AND teacher_id = ?').get(id, t.id) as { type: number } | undefined;
      if (!r) return fail(404, MSG_NO_COURSEWARE);
      if ((r.type === 1) !== (type === 1)) throw new ParamError('type 文本课件和视频课件不能互换');
      ctx.db
        .prepare('UPDATE courseware SET type = ?, title = ?, jianjie = ?, fengmian = COALESCE(?, fengmian), fileurl = COALESCE(?, fileurl), filename = COALESCE(?, filename), price_cents = ?, duration = COALESCE(?, duration) WHERE id = ?')
        .run(type, title, jianjie, cover ?? null, doc?.url ?? video ?? null, doc?.name ?? null, price, seconds, id);
      return ok({ id }, '保存成功');
    });
  },

  educationReleaseSetKejianStatus(ctx, p, req) {
    const id = intParam(p, 'id');
    const status = intParam(p, 'status');
    return asOwner(ctx, req.user!.id, [3], (t) => {
      const done = ctx.db.prepare('UPDATE courseware SET status = ? WHERE id = ? AND teacher_id = ?').run(status, id, t.id);
      if (done.changes !== 1) return fail(404, MSG_NO_COURSEWARE);
      return ok(null, status === 0 ? '已下架' : '已重新上架');
    });
  },

  educationReleaseKewuList(ctx, p, req) {
    const { offset } = pageOf(p);
    return asOwner(ctx, req.user!.id, [3], (t) => {
      const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM kewu WHERE teacher_id = ?').get(t.id) as { n: number }).n;
      const rows = ctx.db.prepare('SELECT * FROM kewu WHERE teacher_id = ? ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?').all(t.id, PAGE_SIZE, offset) as { id: number; title: string; content: string; fengmian: string; clickcount: number; inputtime: number }[];
      return ok({ lists: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, fengmian: abs(ctx, r.fengmian), clickcount: r.clickcount, inputtime: fmtTime(r.inputtime) })), total }, '请求成功');
    });
  },

  educationReleaseSaveKewu(ctx, p, req) {
    const me = req.user!.id;
    const id = p.id === undefined || p.id === '' ? undefined : intParam(p, 'id');
    const title = titleOf(p);
    const content = htmlOf(p, 'content', 5, '内容');
    const cover = uploadOf(ctx, p, 'cover', '封面', me);
    return asOwner(ctx, me, [3], (t) => {
      if (id === undefined) {
        const info = ctx.db.prepare('INSERT INTO kewu (teacher_id, title, content, fengmian, clickcount, liuyancount, inputtime) VALUES (?, ?, ?, ?, 0, 0, ?)').run(t.id, title, content, cover ?? '', ctx.now());
        return ok({ id: Number(info.lastInsertRowid) }, '发布成功');
      }
      const done = ctx.db.prepare('UPDATE kewu SET title = ?, content = ?, fengmian = COALESCE(?, fengmian) WHERE id = ? AND teacher_id = ?').run(title, content, cover ?? null, id, t.id);
      return done.changes === 1 ? ok({ id }, '保存成功') : fail(404, MSG_NO_KEWU);
    });
  },

  educationReleaseRemoveKewu(ctx, p, req) {
    const id = intParam(p, 'id');
    return asOwner(ctx, req.user!.id, [3], (t) => {
      const done = ctx.db.prepare('DELETE FROM kewu WHERE id = ? AND teacher_id = ?').run(id, t.id);
      return done.changes === 1 ? ok(null, '已删除') : fail(404, MSG_NO_KEWU);
    });
  },
};
