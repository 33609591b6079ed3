// Public logistics calls (x-spec: inferred): boards, ads, the list, detail, share, companies and their news.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, strParam } from '../../http/context.js';
import { maskPhone } from '../../http/listing.js';
import { BOARDS } from './boards.js';
import { boardParams, companyLogo, itemStore, items, MSG_NO_COMPANY, MSG_NO_ITEM, MSG_NO_NEWS, type ItemRow } from './listing.js';

export interface CompanyRow {
  id: number;
  user_id: number;
  name: string;
  business: string;
  intro: string;
  province: string;
  city: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  created_at: number;
}

interface NewsRow {
  id: number;
  company_id: number;
  title: string;
  content: string;
  clickcount: number;
  created_at: number;
  company_name: string;
}

export const companyById = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM logistics_companies WHERE id = ?').get(id) as CompanyRow | undefined;
export const companyOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM logistics_companies WHERE user_id = ?').get(userId) as CompanyRow | undefined;

/** A company as answered: the phone masked for the public, full for its owner. */
export function companyAnswer(ctx: AppContext, c: CompanyRow, own: boolean) {
  const count = (sql: string) => (ctx.db.prepare(sql).get(c.id) as { n: number }).n;
  return {
    id: c.id,
    user_id: c.user_id,
    name: c.name,
    logo: companyLogo(ctx, c.id),
    business: c.business,
    intro: c.intro,
    province: c.province,
    city: c.city,
    address: c.address,
    contact_name: c.contact_name,
    contact_phone: own ? c.contact_phone : maskPhone(c.contact_phone),
    item_count: count('SELECT COUNT(*) AS n FROM logistics_items WHERE company_id = ? AND status = 1'),
    news_count: count('SELECT COUNT(*) AS n FROM logistics_news WHERE company_id = ?'),
    inputtime: fmtTime(c.created_at),
  };
}

const NEWS_SELECT = 'SELECT n.*, c.name AS company_name FROM logistics_news n JOIN logistics_companies c ON c.id = n.company_id';
export const newsAnswer = (n: NewsRow) => ({
  id: n.id,
  company_id: n.company_id,
  company_name: n.company_name,
  title: n.title,
  content: n.content,
  clickcount: n.clickcount,
  inputtime: fmtTime(n.created_at),
});
export const newsById = (ctx: AppContext, id: number) => ctx.db.prepare(`${NEWS_SELECT} WHERE n.id = ?`).get(id) as NewsRow | undefined;

/** A company's news, newest first (every company's without one). */
export function newsList(ctx: AppContext, p: Params, companyId: number | undefined) {
  const { offset } = pageOf(p);
  const where = companyId === undefined ? '1 = 1' : 'n.company_id = ?';
  const args = companyId === undefined ? [] : [companyId];
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM logistics_news n WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = ctx.db.prepare(`${NEWS_SELECT} WHERE ${where} ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as NewsRow[];
  return { lists: rows.map(newsAnswer), total };
}

type PublicOps = 'logisticsSn' | 'logisticsAds' | 'logisticsShare' | 'logisticsCompany' | 'logisticsCompanyItems' | 'logisticsNewsList' | 'logisticsNewsDetail';

export const publicHandlers: Pick<SectionHandlers<'logistics'>, PublicOps> = {
  logisticsSn: () => ok(BOARDS, '请求成功'),

  logisticsAds(ctx, p) {
    const sn = strParam(p, 'sn', '');
    const boards = sn ? BOARDS.filter((b) => b.sn === sn) : BOARDS;
    const ads = boards.flatMap((b) =>
      b.tabs.slice(0, 2).map((t, i) => ({ title: `${b.name}${t.name}：盐城直发长三角，当天装车`, pic: abs(ctx, `/media/img/ad/logistics-${b.sn}-${i + 1}.svg`), url: `/logistics/index/${b.sn}/${t.tab}` })),
    );
    return ok(ads, '请求成功');
  },

  logisticsShare(ctx, p) {
    const id = intParam(p, 'id');
    if (!itemStore.visible(ctx, id, undefined)) return fail(404, MSG_NO_ITEM);
    ctx.db.prepare('UPDATE logistics_items SET sharecount = sharecount + 1 WHERE id = ?').run(id);
    const { sharecount } = ctx.db.prepare('SELECT sharecount FROM logistics_items WHERE id = ?').get(id) as { sharecount: number };
    return ok({ sharecount }, '分享成功');
  },

  logisticsCompany(ctx, p) {
    const c = companyById(ctx, intParam(p, 'id'));
    return c ? ok(companyAnswer(ctx, c, false), '请求成功') : fail(404, MSG_NO_COMPANY);
  },

  logisticsCompanyItems(ctx, p) {
    const id = intParam(p, 'id');
    if (!companyById(ctx, id)) return fail(404, MSG_NO_COMPANY);
    const { offset } = pageOf(p);
    const where = ['company_id = ?', 'status = 1'];
    const args: unknown[] = [id];
    if (p.sn !== undefined && p.sn !== '') {
      const { sn, tab } = boardParams(p, p.tab === undefined || p.tab === '' ? undefined : String(p.tab));
      where.push('sn = ?');
      args.push(sn);
      if (p.tab !== undefined && p.tab !== '') {
        where.push('tab = ?');
        args.push(tab);
      }
    }
    const sql = where.join(' AND ');
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM logistics_items WHERE ${sql}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM logistics_items WHERE ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as ItemRow[];
    return ok({ lists: items.items(ctx, rows), total }, '请求成功');
  },

  logisticsNewsList(ctx, p) {
    const companyId = p.company_id === undefined || p.company_id === '' ? undefined : intParam(p, 'company_id');
    if (companyId !== undefined && !companyById(ctx, companyId)) return fail(404, MSG_NO_COMPANY);
    return ok(newsList(ctx, p, companyId), '请求成功');
  },

  logisticsNewsDetail(ctx, p) {
    const id = intParam(p, 'id');
    const n = newsById(ctx, id);
    if (!n) return fail(404, MSG_NO_NEWS);
    ctx.db.prepare('UPDATE logistics_news SET clickcount = clickcount + 1 WHERE id = ?').run(id);
    return ok(newsAnswer({ ...n, clickcount: n.clickcount + 1 }), '请求成功');
  },
};

