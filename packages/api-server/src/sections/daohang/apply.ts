// Applications (入驻) for a site to be listed (x-spec: inferred). A member may send several, one waiting at a time;
// review (the dev simulator, http/review.ts) lists or refuses each. Everything is checked before anything is written.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, ParamError, strParam, abs } from '../../http/context.js';
import type { Reviewable } from '../../http/review.js';
import { categoryLabel, categoryOf, type SiteRow } from './rows.js';

const text = (p: Params, key: string) => strParam(p, key, '').trim();
function sized(p: Params, key: string, min: number, max: number, label: string): string {
  const v = text(p, key);
  if (v.length < min || v.length > max) throw new ParamError(`${key} ${label} ${min}–${max} 个字`);
  return v;
}

export const MSG_URL = '请输入以 http:// 或 https:// 开头的完整网址';

/** An absolute http(s) URL with a host, as typed (trimmed); anything else (javascript:, data:, //x, /path, x.com) is refused. */
export function siteUrl(raw: string): string | undefined {
  const v = raw.trim();
  if (v.length > 500 || !/^https?:\/\/[^\s"'<>\\]+$/i.test(v)) return undefined;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname && !u.username && !u.password ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The same site however it is written (case of the host, a trailing slash). */
const sameSite = (url: string) => url.toLowerCase().replace(/\/+$/, '');

function logoOf(ctx: AppContext, p: Params, userId: number): string {
  const id = p.logo === undefined || p.logo === '' ? 0 : intParam(p, 'logo');
  if (!id) return '';
  const row = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(id, userId) as { url: string } | undefined;
  if (!row) throw new ParamError('logo 图片不存在，请重新上传');
  return row.url;
}

export const applyHandlers: Pick<SectionHandlers<'daohang'>, 'daohangRuzhu' | 'daohangRuzhuStatus'> = {
  daohangRuzhuStatus(ctx, _p, req) {
    const rows = ctx.db.prepare('SELECT * FROM daohang_sites WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 50').all(req.user!.id) as SiteRow[];
    const lists = rows.map((r) => ({
      id: r.id, cid: r.cid, category: categoryLabel(ctx, r.cid), name: r.name, url: abs(ctx, r.url), logo: abs(ctx, r.logo), jianjie: r.jianjie,
      status: r.status, reason: r.reason, inputtime: fmtTime(r.created_at),
    }));
    const latest = lists[0];
    return ok({ status: latest?.status ?? 'none', reason: latest?.reason ?? '', name: latest?.name ?? '', inputtime: latest?.inputtime ?? '', lists }, '请求成功');
  },

  daohangRuzhu(ctx, p, req) {
    const me = req.user!.id;
    const category = categoryOf(ctx, intParam(p, 'cid'));
    if (!category || category.pid === 0) throw new ParamError('cid 请选择网站分类');
    const name = sized(p, 'name', 2, 30, '网站名称');
    const url = siteUrl(strParam(p, 'url', ''));
    if (!url) throw new ParamError(`url ${MSG_URL}`);
    const jianjie = sized(p, 'jianjie', 5, 100, '网站简介');
    const logo = logoOf(ctx, p, me);
    if (ctx.db.prepare("SELECT 1 FROM daohang_sites WHERE user_id = ? AND status = 'waiting'").get(me)) return fail(201, '您有一个网站正在审核中，请审核后再提交');
    const known = ctx.db.prepare("SELECT url, homepage FROM daohang_sites WHERE status = 'listed'").all() as { url: string; homepage: string }[];
    if (known.some((k) => sameSite(k.url) === sameSite(url) || (k.homepage && sameSite(k.homepage) === sameSite(url)))) return fail(201, '该网站已收录，无需重复申请');
    const info = ctx.db
      .prepare("INSERT INTO daohang_sites (cid, name, url, logo, jianjie, clicks, top, user_id, status, created_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?, 'waiting', ?)")
      .run(category.id, name, url, logo, jianjie, me, ctx.now());
    return ok({ id: Number(info.lastInsertRowid) }, '提交成功，请等待审核');
  },
};

/** The applications as the review simulator decides them: listing makes the site public under its category. */
export const daohangReview: Reviewable = {
  kind: 'daohang',
  label: '网址导航收录',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM daohang_sites WHERE status = 'waiting' ORDER BY created_at, id").all() as SiteRow[]).map((s) => ({
      id: s.id,
      name: s.name,
      detail: `${categoryLabel(ctx, s.cid)} · ${abs(ctx, s.url)}`,
      created_at: s.created_at,
    })),
  decide(ctx, id, approve, reason) {
    const changed = ctx.db
      .prepare("UPDATE daohang_sites SET status = ?, reason = ?, reviewed_at = ? WHERE id = ? AND status = 'waiting'")
      .run(approve ? 'listed' : 'refused', approve ? '' : reason, ctx.now(), id).changes;
    return changed > 0;
  },
};
