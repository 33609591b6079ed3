import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, likeArg, ok, ParamError, strParam } from '../../http/context.js';
import { adsOf, categoryOf, childrenOf, groups, listedSites, MSG_NO_CATEGORY, MSG_NO_SITE, siteItem, SITES_PER_MODULE, SITES_PER_PAGE, type SiteRow } from './rows.js';
import { applyHandlers } from './apply.js';

/** Module N of the directory home: the N-th first-level category with its most clicked sites (one handler for all ten). */
const moduleList = (n: number) => (ctx: AppContext) => {
  const group = groups(ctx)[n - 1];
  if (!group) return fail(404, '模块不存在');
  const { lists } = listedSites(ctx, childrenOf(ctx, group.id).map((c) => c.id), SITES_PER_MODULE);
  return ok({ id: n, title: group.name, cid: group.id, lists }, '请求成功');
};

/** Seconds in which a client's repeated clicks on one site count once. */
export const CLICK_WINDOW = 600;
const lastClicks = new WeakMap<AppContext, Map<string, number>>();
function countOnce(ctx: AppContext, key: string): boolean {
  let seen = lastClicks.get(ctx);
  if (!seen) lastClicks.set(ctx, (seen = new Map()));
  const now = ctx.now();
  const at = seen.get(key);
  if (at !== undefined && now - at < CLICK_WINDOW) return false;
  if (seen.size >= 50_000) seen.clear();
  seen.set(key, now);
  return true;
}

function pageParam(p: Params): { page: number; offset: number } {
  const page = intParam(p, 'page', 1);
  return { page, offset: Math.min((page - 1) * SITES_PER_PAGE, 1e12) };
}

export const daohangHandlers: SectionHandlers<'daohang'> = {
  daohangGetCategoryList(ctx) {
    const rows = ctx.db.prepare('SELECT id, pid, name FROM daohang_categories ORDER BY sort, id').all() as { id: number; pid: number; name: string }[];
    return ok(rows.filter((r) => r.pid === 0).map((r) => ({ id: r.id, name: r.name, children: rows.filter((c) => c.pid === r.id).map((c) => ({ id: c.id, name: c.name, children: [] })) })));
  },

  daohangIndexAds(ctx) {
    return ok(adsOf(ctx, ctx.db.prepare("SELECT id, title, pic, url FROM daohang_ads WHERE page = 'index' ORDER BY sort, id").all() as { id: number; title: string; pic: string; url: string }[]), '请求成功');
  },

  daohangTopSites(ctx) {
    const rows = ctx.db.prepare(`SELECT id, cid, name, url, logo, jianjie, clicks FROM daohang_sites WHERE top = 1 AND status = 'listed' ORDER BY clicks DESC, id LIMIT ?`).all(SITES_PER_MODULE) as SiteRow[];
    return ok({ lists: rows.map((r) => siteItem(ctx, r)), total: rows.length }, '请求成功');
  },

  daohangModuleList1: moduleList(1),
  daohangModuleList2: moduleList(2),
  daohangModuleList3: moduleList(3),
  daohangModuleList4: moduleList(4),
  daohangModuleList5: moduleList(5),
  daohangModuleList6: moduleList(6),
  daohangModuleList7: moduleList(7),
  daohangModuleList8: moduleList(8),
  daohangModuleList9: moduleList(9),
  daohangModuleList10: moduleList(10),

  daohangCategorySites(ctx, p) {
    const c = categoryOf(ctx, intParam(p, 'cid'));
    if (!c) return fail(404, MSG_NO_CATEGORY);
    const { offset } = pageParam(p);
    const siblings = childrenOf(ctx, c.pid || c.id);
    const count = ctx.db.prepare("SELECT COUNT(*) AS n FROM daohang_sites WHERE status = 'listed' AND cid = ?");
    const children = siblings.map((s) => ({ id: s.id, name: s.name, count: (count.get(s.id) as { n: number }).n }));
    const { lists, total } = listedSites(ctx, c.pid ? [c.id] : siblings.map((s) => s.id), SITES_PER_PAGE, offset);
    const parent = c.pid ? (categoryOf(ctx, c.pid)?.name ?? '') : '';
    return ok({ category: { id: c.id, name: c.name, pid: c.pid, parent }, children, lists, total }, '请求成功');
  },

  daohangCategoryAds(ctx, p) {
    const c = categoryOf(ctx, intParam(p, 'cid'));
    if (!c) return fail(404, MSG_NO_CATEGORY);
    const rows = ctx.db.prepare("SELECT id, title, pic, url FROM daohang_ads WHERE page = 'cate' AND cid IN (?, 0) ORDER BY cid DESC, sort, id").all(c.pid || c.id) as { id: number; title: string; pic: string; url: string }[];
    return ok(adsOf(ctx, rows), '请求成功');
  },

  daohangQuerySites(ctx, p) {
    const keyword = strParam(p, 'keyword', '').trim();
    if (!keyword) throw new ParamError('keyword 请先输入搜索内容！');
    const { offset } = pageParam(p);
    const like = likeArg(keyword);
    const where = "status = 'listed' AND (name LIKE ? ESCAPE '\\' OR jianjie LIKE ? ESCAPE '\\' OR url LIKE ? ESCAPE '\\' OR homepage LIKE ? ESCAPE '\\')";
    const args = [like, like, like, like];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM daohang_sites WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT id, cid, name, url, logo, jianjie, clicks FROM daohang_sites WHERE ${where} ORDER BY clicks DESC, id LIMIT ? OFFSET ?`).all(...args, SITES_PER_PAGE, offset) as SiteRow[];
    return ok({ lists: rows.map((r) => siteItem(ctx, r)), total }, '请求成功');
  },

  daohangClick(ctx, p, req) {
    const id = intParam(p, 'id');
    // one count per client and site in a window, so reloading and clicking again does not climb the top sites
    const counted = countOnce(ctx, `${req.ip} ${id}`);
    const row = (counted
      ? ctx.db.prepare("UPDATE daohang_sites SET clicks = clicks + 1 WHERE id = ? AND status = 'listed' RETURNING clicks")
      : ctx.db.prepare("SELECT clicks FROM daohang_sites WHERE id = ? AND status = 'listed'")
    ).get(id) as { clicks: number } | undefined;
    return row ? ok({ clicks: row.clicks }) : fail(404, MSG_NO_SITE);
  },

  ...applyHandlers,
};
