// A member's own logistics things (x-spec: inferred): profile, company, company news and batch changes to
// items (the listing engine has the rest). Only the owner reads or changes them (someone else's id answers
// like a missing one); every field is checked before anything is written.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { companyAnswer, companyOf, newsAnswer, newsById, newsList } from './public.js';
import { itemStore, MSG_NO_ITEM, MSG_NO_NEWS, required } from './listing.js';

export const MSG_NEED_COMPANY = '请先创建企业资料';
const text = (p: Params, key: string) => strParam(p, key, '').trim();

function profileColumns(p: Params) {
  return { role: strParam(p, 'role'), realname: required(p, 'realname', '姓名'), phone: strParam(p, 'phone'), city: text(p, 'city'), intro: text(p, 'intro') };
}

function companyColumns(p: Params) {
  return {
    name: required(p, 'name', '企业名称'),
    business: text(p, 'business'),
    intro: text(p, 'intro'),
    province: text(p, 'province'),
    city: text(p, 'city'),
    address: text(p, 'address'),
    contact_name: required(p, 'contact_name', '联系人'),
    contact_phone: strParam(p, 'contact_phone'),
  };
}

function newsColumns(p: Params) {
  return { title: required(p, 'title', '标题'), content: required(p, 'content', '内容') };
}

/** The ids of a batch, all the caller's, or a ParamError / undefined (someone else's). */
function ownIds(ctx: AppContext, p: Params, userId: number): number[] | undefined {
  const ids = strParam(p, 'ids').split(',').map(Number);
  if (new Set(ids).size !== ids.length) throw new ParamError('ids 不能重复');
  const n = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM logistics_items WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`).get(userId, ...ids) as { n: number }).n;
  return n === ids.length ? ids : undefined;
}

/** Applies status (0 / 1) or refresh to items already checked to be the caller's; returns the answer's text. */
function applyField(ctx: AppContext, ids: number[], p: Params): string {
  const field = strParam(p, 'field');
  const now = ctx.now();
  const marks = ids.map(() => '?').join(',');
  if (field === 'refresh') {
    // 刷新: back to the top of the newest-first list
    ctx.db.prepare(`UPDATE logistics_items SET created_at = ?, updated_at = ? WHERE id IN (${marks})`).run(now, now, ...ids);
    return '已刷新';
  }
  const value = intParam(p, 'value');
  ctx.db.prepare(`UPDATE logistics_items SET status = ?, updated_at = ? WHERE id IN (${marks})`).run(value, now, ...ids);
  return value === 1 ? '已上架' : '已下架';
}

function checkField(p: Params) {
  if (strParam(p, 'field') === 'status' && (p.value === undefined || p.value === '')) throw new ParamError('value 请选择上架或下架');
}

type MemberOps =
  | 'logisticsUserInfo'
  | 'createLogisticsUser'
  | 'modifyLogisticsUser'
  | 'myLogisticsCompany'
  | 'createLogisticsCompany'
  | 'modifyLogisticsCompany'
  | 'myLogisticsNewsList'
  | 'myLogisticsNews'
  | 'createLogisticsNews'
  | 'modifyLogisticsNews'
  | 'deleteLogisticsNews'
  | 'setLogisticsField'
  | 'changeLogisticsFields';

/** One of the caller's company's news, or nothing. */
function ownNews(ctx: AppContext, p: Params, userId: number) {
  const company = companyOf(ctx, userId);
  const n = newsById(ctx, intParam(p, 'id'));
  return company && n && n.company_id === company.id ? n : undefined;
}

export const memberHandlers: Pick<SectionHandlers<'logistics'>, MemberOps> = {
  logisticsUserInfo(ctx, _p, req) {
    const userId = req.user!.id;
    const profile = ctx.db.prepare('SELECT role, realname, phone, city, intro FROM logistics_profiles WHERE user_id = ?').get(userId) as
      | { role: 'shipper' | 'carrier' | 'company'; realname: string; phone: string; city: string; intro: string }
      | undefined;
    const company = companyOf(ctx, userId);
    const n = (sql: string) => (ctx.db.prepare(sql).get(userId) as { n: number }).n;
    return ok(
      {
        profile: profile ?? null,
        company: company ? { id: company.id, name: company.name } : null,
        items: n('SELECT COUNT(*) AS n FROM logistics_items WHERE user_id = ?'),
        unread: {
          messages: n('SELECT COUNT(*) AS n FROM logistics_messages WHERE to_user = ? AND read = 0'),
          connects: n('SELECT COUNT(*) AS n FROM logistics_connects WHERE owner_id = ? AND handled = 0'),
        },
      },
      '请求成功',
    );
  },

  createLogisticsUser(ctx, p, req) {
    const cols = profileColumns(p);
    if (ctx.db.prepare('SELECT 1 FROM logistics_profiles WHERE user_id = ?').get(req.user!.id)) return fail(201, '已填写物流资料，请直接修改');
    const now = ctx.now();
    ctx.db.prepare('INSERT INTO logistics_profiles (user_id, role, realname, phone, city, intro, created_at, updated_at) VALUES (@user, @role, @realname, @phone, @city, @intro, @now, @now)').run({ ...cols, user: req.user!.id, now });
    return ok(null, '保存成功');
  },

  modifyLogisticsUser(ctx, p, req) {
    const cols = profileColumns(p);
    const info = ctx.db.prepare('UPDATE logistics_profiles SET role = @role, realname = @realname, phone = @phone, city = @city, intro = @intro, updated_at = @now WHERE user_id = @user').run({ ...cols, user: req.user!.id, now: ctx.now() });
    return info.changes ? ok(null, '保存成功') : fail(201, '请先填写物流资料');
  },

  myLogisticsCompany(ctx, _p, req) {
    const c = companyOf(ctx, req.user!.id);
    return ok(c ? companyAnswer(ctx, c, true) : null, '请求成功');
  },

  createLogisticsCompany(ctx, p, req) {
    const cols = companyColumns(p);
    if (companyOf(ctx, req.user!.id)) return fail(201, '已创建企业资料，请直接修改');
    const now = ctx.now();
    const id = ctx.db.transaction(() => {
      const info = ctx.db
        .prepare(`INSERT INTO logistics_companies (user_id, name, business, intro, province, city, address, contact_name, contact_phone, created_at, updated_at)
          VALUES (@user, @name, @business, @intro, @province, @city, @address, @contact_name, @contact_phone, @now, @now)`)
        .run({ ...cols, user: req.user!.id, now });
      const companyId = Number(info.lastInsertRowid);
      // the member's items are published under their company from now on, the earlier ones too
      ctx.db.prepare('UPDATE logistics_items SET company_id = ? WHERE user_id = ?').run(companyId, req.user!.id);
      return companyId;
    })();
    return ok({ id }, '创建成功');
  },

  modifyLogisticsCompany(ctx, p, req) {
    const cols = companyColumns(p);
    const c = companyOf(ctx, req.user!.id);
    if (!c) return fail(201, MSG_NEED_COMPANY);
    ctx.db
      .prepare(`UPDATE logistics_companies SET name = @name, business = @business, intro = @intro, province = @province, city = @city, address = @address,
        contact_name = @contact_name, contact_phone = @contact_phone, updated_at = @now WHERE id = @id`)
      .run({ ...cols, id: c.id, now: ctx.now() });
    return ok(null, '保存成功');
  },

  myLogisticsNewsList(ctx, p, req) {
    const c = companyOf(ctx, req.user!.id);
    return ok(c ? newsList(ctx, p, c.id) : { lists: [], total: 0 }, '请求成功');
  },

  myLogisticsNews(ctx, p, req) {
    const n = ownNews(ctx, p, req.user!.id);
    return n ? ok(newsAnswer(n), '请求成功') : fail(404, MSG_NO_NEWS);
  },

  createLogisticsNews(ctx, p, req) {
    const cols = newsColumns(p);
    const c = companyOf(ctx, req.user!.id);
    if (!c) return fail(201, MSG_NEED_COMPANY);
    const now = ctx.now();
    const info = ctx.db.prepare('INSERT INTO logistics_news (company_id, title, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(c.id, cols.title, cols.content, now, now);
    return ok({ id: Number(info.lastInsertRowid) }, '发布成功');
  },

  modifyLogisticsNews(ctx, p, req) {
    const cols = newsColumns(p);
    const n = ownNews(ctx, p, req.user!.id);
    if (!n) return fail(404, MSG_NO_NEWS);
    ctx.db.prepare('UPDATE logistics_news SET title = ?, content = ?, updated_at = ? WHERE id = ?').run(cols.title, cols.content, ctx.now(), n.id);
    return ok(null, '保存成功');
  },

  deleteLogisticsNews(ctx, p, req) {
    const n = ownNews(ctx, p, req.user!.id);
    if (!n) return fail(404, MSG_NO_NEWS);
    ctx.db.prepare('DELETE FROM logistics_news WHERE id = ?').run(n.id);
    return ok(null, '删除成功');
  },

  setLogisticsField(ctx, p, req) {
    checkField(p);
    const id = intParam(p, 'id');
    if (!itemStore.own(ctx, id, req.user!.id)) return fail(404, MSG_NO_ITEM);
    return ok(null, applyField(ctx, [id], p));
  },

  changeLogisticsFields(ctx, p, req) {
    checkField(p);
    const ids = ownIds(ctx, p, req.user!.id);
    if (!ids) return fail(404, MSG_NO_ITEM);
    const msg = ctx.db.transaction(() => applyField(ctx, ids, p))();
    return ok({ count: ids.length }, msg);
  },
};
