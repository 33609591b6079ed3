import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, likeArg, money, ok, pageOf, PAGE_SIZE, strParam } from '../../http/context.js';

type TourRow = { id: number; title: string; jianjie: string; content: string; pic: string; address: string; price_cents: number; days: number; clickcount: number; inputtime: number; tel: string; opentime: string };

function tourItem(ctx: AppContext, t: TourRow) {
  return { id: t.id, title: t.title, jianjie: t.jianjie, pic: abs(ctx, t.pic), address: t.address, price: money(t.price_cents), days: t.days, clickcount: t.clickcount, inputtime: fmtTime(t.inputtime) };
}

type TourItemRow = { id: number; title: string; content: string; pic: string; url: string; sort: number; inputtime: number };

type TourLists = { r: Schema<'TourRoute'>; s: Schema<'TourScenery'>; m: Schema<'TourMedia'>; n: Schema<'TourNotice'> };

function tourItems<K extends keyof TourLists>(ctx: AppContext, params: Params, kind: K) {
  const id = intParam(params, 'id');
  if (!ctx.db.prepare('SELECT 1 FROM tours WHERE id = ?').get(id)) return fail(404, '旅游线路不存在');
  const rows = ctx.db.prepare('SELECT id, title, content, pic, url, sort, inputtime FROM tour_items WHERE tour_id = ? AND kind = ? ORDER BY sort, id').all(id, kind) as TourItemRow[];
  const shape: { [K in keyof TourLists]: (r: TourItemRow) => TourLists[K] } = {
    r: (r) => ({ id: r.id, title: r.title, days: r.sort, content: r.content }),
    s: (r) => ({ id: r.id, title: r.title, pic: abs(ctx, r.pic), jianjie: r.content }),
    m: (r) => ({ id: r.id, title: r.title, mtype: /\.(mp4|webm)$/.test(r.url) ? 'video' : 'image', url: abs(ctx, r.url), cover: abs(ctx, r.pic) }),
    n: (r) => ({ id: r.id, title: r.title, content: r.content, inputtime: fmtTime(r.inputtime) }),
  };
  return ok({ lists: rows.map(shape[kind] as (r: TourItemRow) => TourLists[K]) });
}

export const tourHandlers: SectionHandlers<'tour'> = {
  tourLists(ctx, p) {
    const { offset } = pageOf(p);
    const keyword = strParam(p, 'keyword', '').trim();
    const where = keyword ? "WHERE title LIKE ? ESCAPE '\\' OR address LIKE ? ESCAPE '\\'" : '';
    const args = keyword ? [likeArg(keyword), likeArg(keyword)] : [];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM tours ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM tours ${where} ORDER BY inputtime DESC, id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as TourRow[];
    return ok({ lists: rows.map((t) => tourItem(ctx, t)), total });
  },

  tourDetail(ctx, p) {
    const id = intParam(p, 'id');
    const t = ctx.db.prepare('SELECT * FROM tours WHERE id = ?').get(id) as TourRow | undefined;
    if (!t) return fail(404, '旅游线路不存在');
    return ok({ ...tourItem(ctx, { ...t, clickcount: t.clickcount + ctx.views.bump('tours', id) }), content: t.content, tel: t.tel, opentime: t.opentime });
  },

  tourDetailR: (ctx, p) => tourItems(ctx, p, 'r'),
  tourDetailS: (ctx, p) => tourItems(ctx, p, 's'),
  tourDetailM: (ctx, p) => tourItems(ctx, p, 'm'),
  tourDetailN: (ctx, p) => tourItems(ctx, p, 'n'),

  tourAdjacent(ctx, p) {
    const id = intParam(p, 'id');
    if (!ctx.db.prepare('SELECT 1 FROM tours WHERE id = ?').get(id)) return fail(404, '旅游线路不存在');
    const prev = ctx.db.prepare('SELECT id, title FROM tours WHERE id < ? ORDER BY id DESC LIMIT 1').get(id) as { id: number; title: string } | undefined;
    const next = ctx.db.prepare('SELECT id, title FROM tours WHERE id > ? ORDER BY id ASC LIMIT 1').get(id) as { id: number; title: string } | undefined;
    return ok({ prev: prev ?? null, next: next ?? null });
  },
};
