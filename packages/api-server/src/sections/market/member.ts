// Settle-in (入驻) and the company's own pages (x-spec inferred). A member applies once (again only after a
// refusal); review approves it (the dev simulator, http/review.ts) and creates the member's one company.
// Every write is validated in full before anything is written, and touches only the caller's company.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { cleanHtml, htmlTextLength } from '../../http/html.js';
import type { Reviewable } from '../../http/review.js';
import { goodsItem, infoItem, INFOTYPES, isInfotype, noticeItem, picsOf, SHUXING, shuxingName, videoOf, type CompanyRow, type GoodsRow, type InfoRow, type NoticeRow } from './rows.js';

const MSG_NOT_COMPANY = '入驻审核通过后才能管理企业页面';
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

type SettlementRow = {
  user_id: number; shuxing: number; name: string; leibie_id: number; city: string; licence: string; contact: string; phone: string;
  status: 'waiting' | 'approved' | 'refused'; reason: string; created_at: number;
};
const settlementOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM market_settlements WHERE user_id = ?').get(userId) as SettlementRow | undefined;
/** The caller's own company (the owner's pages: profile, detail, followers, visitors). */
export const companyOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM market_companies WHERE user_id = ?').get(userId) as CompanyRow | undefined;
/** The company the caller acts for on goods, notices and articles: their own, or a sub-account's owner's. */
const actingFor = (ctx: AppContext, userId: number) =>
  ctx.db.prepare('SELECT * FROM market_companies WHERE user_id = COALESCE((SELECT owner_id FROM market_subaccounts WHERE user_id = ?), ?)').get(userId, userId) as CompanyRow | undefined;

const text = (p: Params, key: string) => strParam(p, key, '').trim();
function sized(p: Params, key: string, min: number, max: number, label: string): string {
  const v = text(p, key);
  if (v.length < min || v.length > max) throw new ParamError(min > 0 ? `${key} ${label} ${min}–${max} 个字` : `${key} ${label}最多 ${max} 个字`);
  return v;
}
function phoneOf(p: Params): string {
  const v = text(p, 'phone');
  if (!PHONE.test(v)) throw new ParamError('phone 请输入正确的手机号或座机号（如 0515-88880000）');
  return v;
}
function shuxingOf(p: Params): number {
  const v = Number(text(p, 'shuxing'));
  if (!Number.isInteger(v) || v < 1 || v > SHUXING.length) throw new ParamError('shuxing 请选择企业类型');
  return v;
}
function leibieOf(ctx: AppContext, p: Params): number {
  const v = Number(text(p, 'leibie'));
  if (!Number.isSafeInteger(v) || !ctx.db.prepare('SELECT 1 FROM market_leibie WHERE id = ?').get(v)) throw new ParamError('leibie 请选择所属类别');
  return v;
}
const cityOf = (p: Params) => sized(p, 'city', 2, 20, '所在城市');
/** Uploaded pictures of the member: `id|path` each. */
function picturesOf(ctx: AppContext, p: Params, key: string, userId: number, min: number, max: number, what: string, ownerId = userId): string[] {
  const ids = text(p, key).split(',').filter(Boolean).map(Number);
  if (ids.length < min) throw new ParamError(min === 1 && max === 1 ? `${key} 请上传${what}` : `${key} 请上传 ${min}–${max} 张${what}`);
  if (ids.length > max) throw new ParamError(`${key} 最多 ${max} 张${what}`);
  return ids.map((id) => {
    const row = Number.isSafeInteger(id) ? (ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id IN (?, ?)').get(id, userId, ownerId) as { url: string } | undefined) : undefined;
    if (!row) throw new ParamError(`${key} 图片不存在，请重新上传`);
    return `${id}|${row.url}`;
  });
}
const path = (pic: string) => pic.split('|')[1] ?? pic;
function htmlOf(p: Params, min: number): string {
  const html = cleanHtml(strParam(p, 'html', ''));
  if (htmlTextLength(html) < min) throw new ParamError(`html 请至少输入 ${min} 个字`);
  if (html.length > 100_000) throw new ParamError('html 内容过长');
  return html;
}
const optId = (p: Params) => (p.id === undefined || p.id === '' ? undefined : intParam(p, 'id'));

/** Runs a write on the caller's company, or refuses before approval. */
function onMine<T>(ctx: AppContext, userId: number, write: (c: CompanyRow) => T) {
  const c = companyOf(ctx, userId);
  if (!c) return { refused: fail(201, MSG_NOT_COMPANY) } as const;
  return { value: ctx.db.transaction(() => write(c))() } as const;
}
const saved = <T>(r: { refused: ReturnType<typeof fail> } | { value: T }, msg = '保存成功') => ('refused' in r ? r.refused : ok(null, msg));

/** Add (no id) or edit one row of the company's table; another company's row is 404 with nothing written. */
function upsert(ctx: AppContext, userId: number, table: string, id: number | undefined, cols: Record<string, unknown>, noun: string, limit: number) {
  const c = actingFor(ctx, userId);
  if (!c) return fail(201, MSG_NOT_COMPANY);
  const names = Object.keys(cols);
  let saved = id;
  if (saved === undefined) {
    const count = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE company_id = ?`).get(c.id) as { n: number }).n;
    if (count >= limit) return fail(201, `${noun}最多 ${limit} 条`);
    saved = Number(ctx.db.prepare(`INSERT INTO ${table} (company_id, ${names.join(', ')}, inputtime) VALUES (?, ${names.map(() => '?').join(', ')}, ?)`).run(c.id, ...Object.values(cols), ctx.now()).lastInsertRowid);
  } else if (!ctx.db.prepare(`UPDATE ${table} SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ? AND company_id = ?`).run(...Object.values(cols), saved, c.id).changes) return fail(404, `${noun}不存在`);
  if (table === 'market_goods') countGoods(ctx, c.id);
  return ok({ id: saved }, id === undefined ? '发布成功' : '保存成功');
}
function remove(ctx: AppContext, userId: number, table: string, p: Params, noun: string) {
  const id = intParam(p, 'id');
  const c = actingFor(ctx, userId);
  if (!c) return fail(201, MSG_NOT_COMPANY);
  const removed = ctx.db.prepare(`DELETE FROM ${table} WHERE id = ? AND company_id = ?`).run(id, c.id).changes;
  if (removed && table === 'market_goods') countGoods(ctx, c.id);
  return removed ? ok(null, '删除成功') : fail(404, `${noun}不存在`);
}
const countGoods = (ctx: AppContext, id: number) => ctx.db.prepare('UPDATE market_companies SET goods_count = (SELECT COUNT(*) FROM market_goods WHERE company_id = ?), updated_at = ? WHERE id = ?').run(id, ctx.now(), id);

function people(ctx: AppContext, p: Params, userId: number, table: 'market_follows' | 'market_visits') {
  const c = companyOf(ctx, userId);
  if (!c) return fail(201, MSG_NOT_COMPANY);
  const { offset } = pageOf(p);
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE company_id = ?`).get(c.id) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT x.user_id, x.created_at, u.nickname, u.username, u.avatar FROM ${table} x JOIN users u ON u.id = x.user_id WHERE x.company_id = ? ORDER BY x.created_at DESC, x.user_id DESC LIMIT ? OFFSET ?`)
    .all(c.id, PAGE_SIZE, offset) as { user_id: number; created_at: number; nickname: string; username: string; avatar: string }[];
  return ok({ lists: rows.map((r) => ({ user_id: r.user_id, nickname: r.nickname || r.username, avatar: abs(ctx, r.avatar), inputtime: fmtTime(r.created_at) })), total }, '请求成功');
}

function mineList<R, T>(ctx: AppContext, userId: number, table: string, map: (r: R) => T) {
  const c = actingFor(ctx, userId);
  if (!c) return fail(201, MSG_NOT_COMPANY);
  const rows = ctx.db.prepare(`SELECT x.*, ? AS company FROM ${table} x WHERE x.company_id = ? ORDER BY x.inputtime DESC, x.id DESC LIMIT 200`).all(c.name, c.id) as R[];
  return ok({ lists: rows.map(map) }, '请求成功');
}

type MemberOps = 'marketRuzhuStatus' | 'marketRuzhu' | 'marketMine' | 'marketSaveBase' | 'marketSaveDetail' | 'marketMyGoods' | 'marketSaveGoods' | 'marketRemoveGoods'
  | 'marketMyNotices' | 'marketSaveNotice' | 'marketRemoveNotice' | 'marketMyInfos' | 'marketSaveInfo' | 'marketRemoveInfo' | 'marketMyFollowers' | 'marketMyVisitors';

export const memberHandlers: Pick<SectionHandlers<'market'>, MemberOps> = {
  marketRuzhuStatus(ctx, _p, req) {
    const s = settlementOf(ctx, req.user!.id);
    if (!s) return ok({ status: 'none', reason: '', shuxing: 0, name: '', leibie: 0, city: '', contact: '', phone: '', licence: '', company_id: null, inputtime: '' }, '请求成功');
    const c = s.status === 'approved' ? companyOf(ctx, s.user_id) : undefined;
    return ok({ status: s.status, reason: s.reason, shuxing: s.shuxing, name: s.name, leibie: s.leibie_id, city: s.city, contact: s.contact, phone: s.phone, licence: abs(ctx, s.licence), company_id: c?.id ?? null, inputtime: fmtTime(s.created_at) }, '请求成功');
  },

  marketRuzhu(ctx, p, req) {
    const me = req.user!.id;
    const shuxing = shuxingOf(p);
    const name = sized(p, 'name', 2, 40, '企业名称');
    const leibie = leibieOf(ctx, p);
    const city = cityOf(p);
    const licence = path(picturesOf(ctx, p, 'licence', me, 1, 1, '营业执照')[0]!);
    const contact = sized(p, 'contact', 2, 20, '联系人');
    const phone = phoneOf(p);
    const had = settlementOf(ctx, me);
    if (had?.status === 'waiting') return fail(201, '您的入驻申请正在审核中，请耐心等待');
    if (had?.status === 'approved') return fail(201, '您已入驻市场栏目');
    ctx.db
      .prepare(`INSERT INTO market_settlements (user_id, shuxing, name, leibie_id, city, licence, contact, phone, status, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'waiting', '', ?)
        ON CONFLICT (user_id) DO UPDATE SET shuxing = excluded.shuxing, name = excluded.name, leibie_id = excluded.leibie_id, city = excluded.city, licence = excluded.licence,
          contact = excluded.contact, phone = excluded.phone, status = 'waiting', reason = '', created_at = excluded.created_at, reviewed_at = NULL`)
      .run(me, shuxing, name, leibie, city, licence, contact, phone, ctx.now());
    return ok(null, '提交成功，请等待审核');
  },

  marketMine(ctx, _p, req) {
    const c = companyOf(ctx, req.user!.id);
    if (!c) return fail(201, MSG_NOT_COMPANY);
    return ok({ id: c.id, name: c.name, shuxing: c.shuxing, leibie: c.leibie_id, city: c.city, address: c.address, jianjie: c.jianjie, contact: c.contact, phone: c.phone, logo: abs(ctx, c.logo), content: c.content, video: videoOf(ctx, c.video) }, '请求成功');
  },

  marketSaveBase(ctx, p, req) {
    const me = req.user!.id;
    const name = sized(p, 'name', 2, 40, '企业名称');
    const shuxing = shuxingOf(p);
    const leibie = leibieOf(ctx, p);
    const city = cityOf(p);
    const address = sized(p, 'address', 5, 100, '详细地址');
    const jianjie = sized(p, 'jianjie', 5, 200, '企业简介');
    const contact = sized(p, 'contact', 2, 20, '联系人');
    const phone = phoneOf(p);
    const logo = text(p, 'logo') && text(p, 'logo') !== '0' ? path(picturesOf(ctx, p, 'logo', me, 1, 1, '企业标志')[0]!) : undefined;
    return saved(onMine(ctx, me, (c) =>
      ctx.db.prepare('UPDATE market_companies SET name = ?, shuxing = ?, leibie_id = ?, city = ?, address = ?, jianjie = ?, contact = ?, phone = ?, logo = COALESCE(?, logo), updated_at = ? WHERE id = ?')
        .run(name, shuxing, leibie, city, address, jianjie, contact, phone, logo ?? null, ctx.now(), c.id)));
  },

  marketSaveDetail(ctx, p, req) {
    const html = htmlOf(p, 10);
    return saved(onMine(ctx, req.user!.id, (c) => ctx.db.prepare('UPDATE market_companies SET content = ?, updated_at = ? WHERE id = ?').run(html, ctx.now(), c.id)));
  },

  marketMyGoods: (ctx, _p, req) =>
    mineList(ctx, req.user!.id, 'market_goods', (g: GoodsRow) => ({ ...goodsItem(ctx, g), pic_ids: picsOf(g.pics).map((x) => Number(x.split('|')[0])).filter((n) => n > 0) })),
  marketSaveGoods(ctx, p, req) {
    const me = req.user!.id;
    const id = optId(p);
    const title = sized(p, 'title', 2, 40, '商品名称');
    const price = text(p, 'price');
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(price)) throw new ParamError('price 请输入价格（0–9999999 元，最多两位小数）');
    const unit = sized(p, 'unit', 1, 10, '计价单位');
    // a sub-account may keep the pictures its company's owner uploaded
    const pics = picturesOf(ctx, p, 'pics', me, 1, 6, '商品图片', actingFor(ctx, me)?.user_id);
    const content = sized(p, 'content', 0, 1000, '商品说明');
    return upsert(ctx, me, 'market_goods', id, { title, price_cents: Math.round(Number(price) * 100), unit, pics: pics.join('\n'), content }, '商品', 200);
  },
  marketRemoveGoods: (ctx, p, req) => remove(ctx, req.user!.id, 'market_goods', p, '商品'),

  marketMyNotices: (ctx, _p, req) => mineList(ctx, req.user!.id, 'market_notices', (n: NoticeRow) => noticeItem(n)),
  marketSaveNotice(ctx, p, req) {
    const id = optId(p);
    const title = sized(p, 'title', 2, 40, '公告标题');
    const content = sized(p, 'content', 5, 2000, '公告内容');
    return upsert(ctx, req.user!.id, 'market_notices', id, { title, content }, '公告', 200);
  },
  marketRemoveNotice: (ctx, p, req) => remove(ctx, req.user!.id, 'market_notices', p, '公告'),

  marketMyInfos: (ctx, _p, req) => mineList(ctx, req.user!.id, 'market_infos', (i: InfoRow) => infoItem(i)),
  marketSaveInfo(ctx, p, req) {
    const id = optId(p);
    const title = sized(p, 'title', 2, 60, '资讯标题');
    const infotype = text(p, 'infotype');
    if (!isInfotype(infotype)) throw new ParamError(`infotype 请选择资讯类型（${INFOTYPES.join('、')}）`);
    const html = htmlOf(p, 10);
    return upsert(ctx, req.user!.id, 'market_infos', id, { title, infotype, content: html }, '资讯', 200);
  },
  marketRemoveInfo: (ctx, p, req) => remove(ctx, req.user!.id, 'market_infos', p, '资讯'),

  marketMyFollowers: (ctx, p, req) => people(ctx, p, req.user!.id, 'market_follows'),
  marketMyVisitors: (ctx, p, req) => people(ctx, p, req.user!.id, 'market_visits'),
};

/** The settle-in applications as the review simulator decides them; approval creates the member's company. */
export const marketReview: Reviewable = {
  kind: 'market',
  label: '市场入驻',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM market_settlements WHERE status = 'waiting' ORDER BY created_at").all() as SettlementRow[]).map((s) => ({
      id: s.user_id,
      name: s.name,
      detail: `${shuxingName(s.shuxing)} · ${s.city} · 联系人 ${s.contact} ${s.phone}`,
      created_at: s.created_at,
    })),
  decide(ctx, userId, approve, reason) {
    const s = settlementOf(ctx, userId);
    if (!s || s.status !== 'waiting') return false;
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE market_settlements SET status = ?, reason = ?, reviewed_at = ? WHERE user_id = ?').run(approve ? 'approved' : 'refused', approve ? '' : reason, now, userId);
      if (approve && !companyOf(ctx, userId))
        ctx.db
          .prepare('INSERT INTO market_companies (user_id, name, shuxing, leibie_id, city, contact, phone, licence, inputtime, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(userId, s.name, s.shuxing, s.leibie_id, s.city, s.contact, s.phone, s.licence, now, now);
    })();
    return true;
  },
};

