// The market's public reads and the visitors' writes (follow, like, browse, leave a message); x-spec inferred.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, intParam, likeArg, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { leaveMessage } from '../../http/conversations.js';
import { companyById, companyCard, COMPANY_FROM, goodsItem, infoItem, INFOTYPES, isInfotype, MSG_NO_COMPANY, noticeItem, SHUXING, videoOf, type CompanyCardRow, type GoodsRow, type InfoRow, type NoticeRow } from './rows.js';
import { companyPage } from './companies.js';
import { memberHandlers } from './member.js';
import { subaccountHandlers } from './subaccounts.js';
import { videoHandlers } from './video.js';

const optInt = (p: Params, key: string) => (p[key] === undefined || p[key] === '' ? undefined : intParam(p, key));

/** The category, city and keyword filters shared by the company, goods, notice and information lists. */
function where(p: Params, text: string[]): { parts: string[]; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  const leibie = optInt(p, 'leibie');
  if (leibie !== undefined) {
    parts.push('c.leibie_id = ?');
    args.push(leibie);
  }
  const city = strParam(p, 'city', '').trim();
  if (city) {
    parts.push('c.city = ?');
    args.push(city);
  }
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    parts.push(`(${text.map((col) => `${col} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...text.map(() => likeArg(keyword)));
  }
  return { parts, args };
}
const sql = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

function paged<R>(ctx: AppContext, p: Params, from: string, w: { parts: string[]; args: unknown[] }, cols: string, order: string) {
  const { offset } = pageOf(p);
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${from} ${sql(w.parts)}`).get(...w.args) as { n: number }).n;
  const rows = ctx.db.prepare(`SELECT ${cols} FROM ${from} ${sql(w.parts)} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...w.args, PAGE_SIZE, offset) as R[];
  return { rows, total };
}

/** Goods, notices or articles: one company's (company_id), or every company's by the shared filters. */
function items<R>(ctx: AppContext, p: Params, table: string, text: string[], extra?: (w: { parts: string[]; args: unknown[] }) => void) {
  const w = where(p, text);
  const companyId = optInt(p, 'company_id');
  if (companyId !== undefined) {
    if (!companyById(ctx, companyId)) return undefined;
    w.parts.push('x.company_id = ?');
    w.args.push(companyId);
  }
  extra?.(w);
  return paged<R>(ctx, p, `${table} x JOIN market_companies c ON c.id = x.company_id`, w, 'x.*, c.name AS company', 'x.inputtime DESC, x.id DESC');
}

const cards = (ctx: AppContext, rows: CompanyCardRow[]) => rows.map((c) => companyCard(ctx, c));
const top = (ctx: AppContext, order: string, limit = 10) => cards(ctx, ctx.db.prepare(`SELECT c.*, l.name AS leibie FROM ${COMPANY_FROM} ORDER BY ${order} LIMIT ?`).all(limit) as CompanyCardRow[]);
const leibieCounts = (ctx: AppContext) =>
  ctx.db.prepare('SELECT l.id, l.name, (SELECT COUNT(*) FROM market_companies c WHERE c.leibie_id = l.id) AS count FROM market_leibie l ORDER BY l.sort, l.id').all() as { id: number; name: string; count: number }[];

/** A toggle of the caller on a company (follow, like): the new state and the company's count. */
function toggle(ctx: AppContext, p: Params, me: number, table: 'market_follows' | 'market_likes', column: 'follow_count' | 'like_count', msgs: [string, string]) {
  const id = intParam(p, 'company_id');
  if (!companyById(ctx, id)) return fail(404, MSG_NO_COMPANY);
  const on = ctx.db.transaction(() => {
    const removed = ctx.db.prepare(`DELETE FROM ${table} WHERE company_id = ? AND user_id = ?`).run(id, me).changes;
    if (!removed) ctx.db.prepare(`INSERT INTO ${table} (company_id, user_id, created_at) VALUES (?, ?, ?)`).run(id, me, ctx.now());
    ctx.db.prepare(`UPDATE market_companies SET ${column} = (SELECT COUNT(*) FROM ${table} WHERE company_id = ?) WHERE id = ?`).run(id, id);
    return !removed;
  })();
  const count = (ctx.db.prepare(`SELECT ${column} AS n FROM market_companies WHERE id = ?`).get(id) as { n: number }).n;
  return ok({ on, count }, on ? msgs[0] : msgs[1]);
}

export const marketHandlers: SectionHandlers<'market'> = {
  marketGetInfotype: () => ok({ lists: INFOTYPES.map((name, i) => ({ id: i + 1, name })) }, '请求成功'),
  marketGetShuxing: () => ok({ lists: SHUXING.map((name, i) => ({ id: i + 1, name })) }, '请求成功'),
  marketGetLeibie: (ctx) => ok({ lists: leibieCounts(ctx) }, '请求成功'),

  marketCompanyList(ctx, p) {
    const { rows, total } = companyPage(ctx, p);
    return ok({ lists: rows.map((c) => companyCard(ctx, c)), total }, '请求成功');
  },

  marketCompanyDetail(ctx, p, req) {
    const c = companyById(ctx, intParam(p, 'id'));
    if (!c) return fail(404, MSG_NO_COMPANY);
    const me = req.user?.id ?? 0;
    const has = (table: string) => !!ctx.db.prepare(`SELECT 1 FROM ${table} WHERE company_id = ? AND user_id = ?`).get(c.id, me);
    return ok({
      ...companyCard(ctx, c), leibie_id: c.leibie_id, address: c.address, contact: c.contact, phone: c.phone, content: c.content,
      licence: abs(ctx, c.licence), video: videoOf(ctx, c.video), followed: has('market_follows'), liked: has('market_likes'),
    }, '请求成功');
  },

  marketFujin(ctx, p) {
    const c = companyById(ctx, intParam(p, 'id'));
    if (!c) return fail(404, MSG_NO_COMPANY);
    const rows = ctx.db
      .prepare(`SELECT c.*, l.name AS leibie FROM ${COMPANY_FROM} WHERE c.id != ? AND (c.city = ? OR c.leibie_id = ?) ORDER BY (c.city = ?) DESC, c.browse_count DESC, c.id LIMIT 6`)
      .all(c.id, c.city, c.leibie_id, c.city) as CompanyCardRow[];
    return ok({ lists: cards(ctx, rows) }, '请求成功');
  },

  marketGoodsList(ctx, p) {
    const r = items<GoodsRow>(ctx, p, 'market_goods', ['x.title', 'x.content']);
    return r ? ok({ lists: r.rows.map((g) => goodsItem(ctx, g)), total: r.total }, '请求成功') : fail(404, MSG_NO_COMPANY);
  },

  marketNoticeList(ctx, p) {
    const r = items<NoticeRow>(ctx, p, 'market_notices', ['x.title', 'x.content']);
    return r ? ok({ lists: r.rows.map(noticeItem), total: r.total }, '请求成功') : fail(404, MSG_NO_COMPANY);
  },

  marketCompanyInfoList(ctx, p) {
    intParam(p, 'company_id');
    const r = items<InfoRow>(ctx, p, 'market_infos', ['x.title']);
    return r ? ok({ lists: r.rows.map(infoItem), total: r.total }, '请求成功') : fail(404, MSG_NO_COMPANY);
  },

  marketInformationList(ctx, p) {
    const infotype = strParam(p, 'infotype', '').trim();
    if (infotype && infotype !== '全部' && !isInfotype(infotype)) throw new ParamError(`infotype 取值 ${INFOTYPES.join('、')}`);
    const r = items<InfoRow>(ctx, { ...p, company_id: undefined }, 'market_infos', ['x.title', 'x.content'], (w) => {
      if (infotype && infotype !== '全部') {
        w.parts.push('x.infotype = ?');
        w.args.push(infotype);
      }
    })!;
    return ok({ lists: r.rows.map(infoItem), total: r.total }, '请求成功');
  },

  marketFootDaohang(ctx) {
    const cities = ctx.db.prepare('SELECT city AS name, COUNT(*) AS count FROM market_companies GROUP BY city ORDER BY count DESC, city LIMIT 100').all() as { name: string; count: number }[];
    return ok({ leibie: leibieCounts(ctx), cities }, '请求成功');
  },

  marketCountryCompanyList: (ctx) => ok({ lists: top(ctx, 'c.browse_count DESC, c.id DESC') }, '请求成功'),
  marketStoreCompanyList: (ctx) => ok({ lists: top(ctx, 'c.goods_count DESC, c.browse_count DESC, c.id') }, '请求成功'),
  marketCountryRencaiList(ctx) {
    const rows = ctx.db.prepare('SELECT id, name, contact, city, follow_count FROM market_companies ORDER BY follow_count DESC, browse_count DESC, id LIMIT 10').all() as { id: number; name: string; contact: string; city: string; follow_count: number }[];
    return ok({ lists: rows.map((r) => ({ company_id: r.id, company: r.name, name: r.contact, title: '企业联系人', city: r.city, follow_count: r.follow_count })) }, '请求成功');
  },

  marketLiuyan(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'company_id');
    const content = strParam(p, 'content', '').trim();
    if (content.length < 2 || content.length > 500) throw new ParamError('content 留言内容 2–500 个字');
    const c = companyById(ctx, id);
    if (!c) return fail(404, MSG_NO_COMPANY);
    if (c.user_id === me) return fail(201, '不能给自己的企业留言');
    // the thread is talk's (kind market): the company answers it in 留言管理, the visitor sees it in their sent box
    const threadId = leaveMessage(ctx, 'market', id, c.user_id, me, content);
    return ok({ thread_id: threadId }, '留言成功');
  },

  marketGuanzhu: (ctx, p, req) => toggle(ctx, p, req.user!.id, 'market_follows', 'follow_count', ['关注成功', '已取消关注']),
  marketLike: (ctx, p, req) => toggle(ctx, p, req.user!.id, 'market_likes', 'like_count', ['点赞成功', '已取消点赞']),

  marketBrowse(ctx, p, req) {
    const id = intParam(p, 'company_id');
    const c = companyById(ctx, id);
    if (!c) return fail(404, MSG_NO_COMPANY);
    const me = req.user?.id;
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE market_companies SET browse_count = browse_count + 1 WHERE id = ?').run(id);
      if (me && me !== c.user_id)
        ctx.db.prepare('INSERT INTO market_visits (company_id, user_id, visits, created_at) VALUES (?, ?, 1, ?) ON CONFLICT (company_id, user_id) DO UPDATE SET visits = visits + 1, created_at = excluded.created_at').run(id, me, ctx.now());
    })();
    return ok({ browse_count: c.browse_count + 1 }, '请求成功');
  },

  ...memberHandlers,
  ...subaccountHandlers,
  ...videoHandlers,
};
