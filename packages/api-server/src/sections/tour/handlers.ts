import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, likeArg, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { futiLines, isLevel, LEVELS, MSG_NO_TOUR, PUBLIC_FROM, publicTour, SORTS, themesOf, tourItem } from './rows.js';
import { operatorHandlers } from './operator.js';

type TourItemRow = { id: number; title: string; content: string; pic: string; url: string; sort: number; inputtime: number };

type TourLists = { r: Schema<'TourRoute'>; s: Schema<'TourScenery'>; m: Schema<'TourMedia'>; n: Schema<'TourNotice'> };

function tourItems<K extends keyof TourLists>(ctx: AppContext, params: Params, kind: K) {
  const id = intParam(params, 'id');
  if (!publicTour(ctx, id)) return fail(404, MSG_NO_TOUR);
  const rows = ctx.db.prepare('SELECT id, title, content, pic, url, sort, inputtime FROM tour_items WHERE tour_id = ? AND kind = ? ORDER BY sort, id').all(id, kind) as TourItemRow[];
  const shape: { [K in keyof TourLists]: (r: TourItemRow) => TourLists[K] } = {
    r: (r) => ({ id: r.id, title: r.title, days: r.sort, content: r.content }),
    s: (r) => ({ id: r.id, title: r.title, pic: abs(ctx, r.pic), jianjie: r.content }),
    m: (r) => ({ id: r.id, title: r.title, mtype: /\.(mp4|webm)$/.test(r.url) ? 'video' : 'image', url: abs(ctx, r.url), cover: abs(ctx, r.pic) }),
    n: (r) => ({ id: r.id, title: r.title, content: r.content, inputtime: fmtTime(r.inputtime) }),
  };
  return ok({ lists: rows.map(shape[kind] as (r: TourItemRow) => TourLists[K]) });
}

/** The list's WHERE from its filters (x-spec: inferred: theme, region, level, keyword). */
function listWhere(p: Params): { where: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    parts.push("(t.title LIKE ? ESCAPE '\\' OR t.jianjie LIKE ? ESCAPE '\\' OR t.address LIKE ? ESCAPE '\\')");
    args.push(likeArg(keyword), likeArg(keyword), likeArg(keyword));
  }
  if (p.theme !== undefined && p.theme !== '') {
    parts.push('t.id IN (SELECT tour_id FROM tour_theme_links WHERE theme_id = ?)');
    args.push(intParam(p, 'theme'));
  }
  const region = strParam(p, 'region', '').trim();
  if (region) {
    parts.push('t.city = ?');
    args.push(region);
  }
  const level = strParam(p, 'level', '');
  if (level) {
    if (!isLevel(level)) throw new ParamError(`level 取值 ${LEVELS.join('、')}`);
    parts.push('t.level = ?');
    args.push(level);
  }
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

export const tourHandlers: SectionHandlers<'tour'> = {
  tourLists(ctx, p) {
    const { offset } = pageOf(p);
    const { where, args } = listWhere(p);
    const sort = SORTS.find((s) => s.key === strParam(p, 'sort', 'new')) ?? SORTS[0]!;
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${PUBLIC_FROM} ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT t.*, s.name AS operator, s.type AS operator_type FROM ${PUBLIC_FROM} ${where} ORDER BY ${sort.order} LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as NonNullable<ReturnType<typeof publicTour>>[];
    const themes = themesOf(ctx, rows.map((r) => r.id));
    return ok({ lists: rows.map((t) => tourItem(ctx, t, themes.get(t.id) ?? [])), total });
  },

  tourDetail(ctx, p) {
    const id = intParam(p, 'id');
    const t = publicTour(ctx, id);
    if (!t) return fail(404, MSG_NO_TOUR);
    const themes = themesOf(ctx, [id]).get(id) ?? [];
    return ok({
      ...tourItem(ctx, { ...t, clickcount: t.clickcount + ctx.views.bump('tours', id) }, themes),
      themes,
      content: t.content,
      tel: t.tel,
      opentime: t.opentime,
      introduce: t.introduce,
      futi: futiLines(t.futi),
      lat: t.lat,
      lng: t.lng,
      vr: t.vr,
    });
  },

  tourDetailR: (ctx, p) => tourItems(ctx, p, 'r'),
  tourDetailS: (ctx, p) => tourItems(ctx, p, 's'),
  tourDetailM: (ctx, p) => tourItems(ctx, p, 'm'),
  tourDetailN: (ctx, p) => tourItems(ctx, p, 'n'),

  tourAdjacent(ctx, p) {
    const id = intParam(p, 'id');
    if (!publicTour(ctx, id)) return fail(404, MSG_NO_TOUR);
    const prev = ctx.db.prepare(`SELECT t.id, t.title FROM ${PUBLIC_FROM} WHERE t.id < ? ORDER BY t.id DESC LIMIT 1`).get(id) as { id: number; title: string } | undefined;
    const next = ctx.db.prepare(`SELECT t.id, t.title FROM ${PUBLIC_FROM} WHERE t.id > ? ORDER BY t.id ASC LIMIT 1`).get(id) as { id: number; title: string } | undefined;
    return ok({ prev: prev ?? null, next: next ?? null });
  },

  tourFilters(ctx) {
    const themes = ctx.db.prepare('SELECT id, name FROM tour_themes ORDER BY sort, id').all() as { id: number; name: string }[];
    const regions = (ctx.db.prepare(`SELECT DISTINCT t.city FROM ${PUBLIC_FROM} WHERE t.city != '' ORDER BY t.city`).all() as { city: string }[]).map((r) => r.city);
    return ok({ themes, regions: [...new Set([...REGIONS, ...regions])], levels: LEVELS, sorts: SORTS.map(({ key, name }) => ({ key, name })) }, '请求成功');
  },

  ...operatorHandlers,
};

/** The regions an operator picks from (the seeded city's districts); regions of published pages are added. */
export const REGIONS = ['亭湖区', '盐都区', '大丰区', '射阳县', '建湖县', '东台市', '响水县', '滨海县', '阜宁县'];

