// The directory's rows and the answers built from them, shared by the public reads, the applications and review.
import type { AppContext } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { abs } from '../../http/context.js';

export type SiteRow = {
  id: number; cid: number; name: string; url: string; homepage: string; logo: string; jianjie: string; clicks: number; top: number;
  user_id: number | null; status: Schema<'DaohangApplicationStatus'>; reason: string; created_at: number; reviewed_at: number | null;
};
export type CategoryRow = { id: number; pid: number; name: string; sort: number };

export const MSG_NO_CATEGORY = '分类不存在';
export const MSG_NO_SITE = '网站不存在';
/** Sites a category page and a search show at once (a directory page is long lists of links, not pages of ten). */
export const SITES_PER_PAGE = 30;
/** Sites a module of the directory home and the top sites show. */
export const SITES_PER_MODULE = 12;

const SITE_COLUMNS = 'id, cid, name, url, logo, jianjie, clicks';

export const siteItem = (ctx: AppContext, r: Pick<SiteRow, 'id' | 'cid' | 'name' | 'url' | 'logo' | 'jianjie' | 'clicks'>): Schema<'DaohangSite'> => ({
  id: r.id, cid: r.cid, name: r.name, url: abs(ctx, r.url), logo: abs(ctx, r.logo), jianjie: r.jianjie, clicks: r.clicks,
});

export const categoryOf = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM daohang_categories WHERE id = ?').get(id) as CategoryRow | undefined;
export const childrenOf = (ctx: AppContext, pid: number) => ctx.db.prepare('SELECT * FROM daohang_categories WHERE pid = ? ORDER BY sort, id').all(pid) as CategoryRow[];
/** The first-level categories in their order: module N of the home is the N-th. */
export const groups = (ctx: AppContext) => childrenOf(ctx, 0);

/** Listed sites of some categories, most clicked first. */
export function listedSites(ctx: AppContext, cids: number[], limit: number, offset = 0): { lists: Schema<'DaohangSite'>[]; total: number } {
  if (!cids.length) return { lists: [], total: 0 };
  const ins = cids.map(() => '?').join(',');
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM daohang_sites WHERE status = 'listed' AND cid IN (${ins})`).get(...cids) as { n: number }).n;
  const rows = ctx.db.prepare(`SELECT ${SITE_COLUMNS} FROM daohang_sites WHERE status = 'listed' AND cid IN (${ins}) ORDER BY clicks DESC, id LIMIT ? OFFSET ?`).all(...cids, limit, offset) as SiteRow[];
  return { lists: rows.map((r) => siteItem(ctx, r)), total };
}

export const adsOf = (ctx: AppContext, rows: { id: number; title: string; pic: string; url: string }[]): Schema<'DaohangAd'>[] =>
  rows.map((a) => ({ id: a.id, title: a.title, pic: abs(ctx, a.pic), url: a.url }));

/** 一级 / 二级, as a member's application names its category. */
export function categoryLabel(ctx: AppContext, cid: number): string {
  const c = categoryOf(ctx, cid);
  if (!c) return '';
  const parent = c.pid ? categoryOf(ctx, c.pid) : undefined;
  return parent ? `${parent.name} / ${c.name}` : c.name;
}
