// A member's follows, messages, demands and merchant entry (the demands list and search are public).
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, likeArg, money, ok, ParamError, strParam } from '../../http/context.js';
import { maskPhone } from '../../http/listing.js';
import { keywordParam } from './catalog.js';
import { GOODS_CARD_SQL, goodsCards, MALL_PAGE, mallPage, MSG_NO_GOODS, phoneParam, textParam, type GoodsRow } from './rows.js';

type DemandRow = { id: number; user_id: number; title: string; content: string; budget_cents: number; contact: string; phone: string; nickname: string; created_at: number };
const DEMAND_SQL = 'SELECT d.*, u.nickname FROM mall_demands d JOIN users u ON u.id = d.user_id';
const demand = (r: DemandRow, me?: number) => ({
  id: r.id, title: r.title, content: r.content, budget: money(r.budget_cents), contact: r.contact,
  phone: r.user_id === me ? r.phone : maskPhone(r.phone), nickname: r.nickname || '会员', inputtime: fmtTime(r.created_at),
});

type MemberOps =
  | 'mallFollow' | 'mallLeaveMessage' | 'mallMyFollows' | 'mallMyMessages' | 'mallDemandList' | 'mallDemandSearch' | 'mallPublishDemand' | 'mallMyDemands' | 'mallShopEntry' | 'mallEntryStatus';

export const memberHandlers: Pick<SectionHandlers<'wzmall'>, MemberOps> = {
  mallFollow(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'goods_id');
    if (!ctx.db.prepare('SELECT 1 FROM mall_goods WHERE id = ?').get(id)) return fail(404, MSG_NO_GOODS);
    const removed = ctx.db.prepare('DELETE FROM mall_follows WHERE user_id = ? AND goods_id = ?').run(me, id).changes;
    if (removed) return ok({ followed: false }, '已取消关注');
    ctx.db.prepare('INSERT INTO mall_follows (user_id, goods_id, created_at) VALUES (?, ?, ?)').run(me, id, ctx.now());
    return ok({ followed: true }, '关注成功');
  },

  mallLeaveMessage(ctx, p, req) {
    const id = intParam(p, 'goods_id');
    const content = textParam(p, 'content', '请输入留言内容');
    if (!ctx.db.prepare('SELECT 1 FROM mall_goods WHERE id = ?').get(id)) return fail(404, MSG_NO_GOODS);
    const info = ctx.db.prepare('INSERT INTO mall_messages (goods_id, user_id, content, created_at) VALUES (?, ?, ?, ?)').run(id, req.user!.id, content, ctx.now());
    return ok({ id: Number(info.lastInsertRowid) }, '留言成功');
  },

  mallMyFollows(ctx, p, req) {
    const me = req.user!.id;
    const { offset } = mallPage(p);
    const rows = ctx.db.prepare(`${GOODS_CARD_SQL} JOIN mall_follows f ON f.goods_id = g.id AND f.user_id = ? ORDER BY f.created_at DESC, g.id LIMIT ? OFFSET ?`).all(me, MALL_PAGE, offset) as GoodsRow[];
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_follows WHERE user_id = ?').get(me) as { n: number }).n;
    return ok({ lists: goodsCards(ctx, rows), total }, '请求成功');
  },

  mallMyMessages(ctx, p, req) {
    const me = req.user!.id;
    const { offset } = mallPage(p);
    const rows = ctx.db
      .prepare('SELECT m.id, m.goods_id, g.title, m.content, m.reply, m.created_at FROM mall_messages m JOIN mall_goods g ON g.id = m.goods_id WHERE m.user_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?')
      .all(me, MALL_PAGE, offset) as { id: number; goods_id: number; title: string; content: string; reply: string; created_at: number }[];
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_messages WHERE user_id = ?').get(me) as { n: number }).n;
    return ok({ lists: rows.map(({ created_at, ...m }) => ({ ...m, inputtime: fmtTime(created_at) })), total }, '请求成功');
  },

  mallDemandList(ctx, p, req) {
    const { offset } = mallPage(p);
    const rows = ctx.db.prepare(`${DEMAND_SQL} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`).all(MALL_PAGE, offset) as DemandRow[];
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_demands').get() as { n: number }).n;
    return ok({ lists: rows.map((r) => demand(r, req.user?.id)), total }, '请求成功');
  },

  mallDemandSearch(ctx, p) {
    const like = likeArg(keywordParam(p));
    const { offset } = mallPage(p);
    const where = "(d.title LIKE ? ESCAPE '\\' OR d.content LIKE ? ESCAPE '\\')";
    const rows = ctx.db.prepare(`${DEMAND_SQL} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`).all(like, like, MALL_PAGE, offset) as DemandRow[];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM mall_demands d WHERE ${where}`).get(like, like) as { n: number }).n;
    return ok({ lists: rows.map((r) => demand(r)), total }, '请求成功');
  },

  mallPublishDemand(ctx, p, req) {
    const title = textParam(p, 'title', '请填写需求标题');
    if (title.length < 4) throw new ParamError('title 标题至少 4 个字');
    const content = textParam(p, 'content', '请填写需求描述');
    const budget = intParam(p, 'budget', 0);
    if (budget < 0) throw new ParamError('budget 预算不能为负数');
    const contact = textParam(p, 'contact', '请填写联系人');
    const phone = phoneParam(p);
    const info = ctx.db.prepare('INSERT INTO mall_demands (user_id, title, content, budget_cents, contact, phone, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(req.user!.id, title, content, budget * 100, contact, phone, ctx.now());
    return ok({ id: Number(info.lastInsertRowid) }, '发布成功');
  },

  mallMyDemands(ctx, p, req) {
    const me = req.user!.id;
    const { offset } = mallPage(p);
    const rows = ctx.db.prepare(`${DEMAND_SQL} WHERE d.user_id = ? ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`).all(me, MALL_PAGE, offset) as DemandRow[];
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_demands WHERE user_id = ?').get(me) as { n: number }).n;
    return ok({ lists: rows.map((r) => demand(r, me)), total }, '请求成功');
  },

  mallShopEntry(ctx, p, req) {
    const me = req.user!.id;
    const shopname = textParam(p, 'shopname', '请填写店铺名称');
    if (shopname.length < 2) throw new ParamError('shopname 店铺名称至少 2 个字');
    const main = intParam(p, 'main_category');
    const sub = intParam(p, 'sub_category');
    if (!ctx.db.prepare('SELECT 1 FROM mall_categories WHERE id = ? AND level = 1').get(main)) throw new ParamError('main_category 请选择主营类目');
    if (!ctx.db.prepare('SELECT 1 FROM mall_categories WHERE id = ? AND level = 2 AND pid = ?').get(sub, main)) throw new ParamError('sub_category 请选择主营类目下的子类目');
    const contact = textParam(p, 'contact', '请填写联系人');
    const phone = phoneParam(p);
    const address = textParam(p, 'address', '请填写经营地址');
    const intro = strParam(p, 'intro', '').trim();
    const licence = intParam(p, 'licence');
    const image = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(licence, me) as { url: string } | undefined;
    if (!image) throw new ParamError('licence 请上传营业执照');
    const current = ctx.db.prepare('SELECT id, status FROM mall_shops WHERE user_id = ?').get(me) as { id: number; status: number } | undefined;
    if (current && current.status !== 3) return fail(201, current.status === 2 ? '您已开通店铺' : '您的入驻申请正在审核中');
    const row = { shopname, main, sub, contact, phone, address, intro, licence, me, now: ctx.now() };
    if (current) {
      ctx.db.prepare(`UPDATE mall_shops SET name = @shopname, main_category = @main, sub_category = @sub, contact = @contact, phone = @phone, address = @address,
        intro = @intro, licence_image_id = @licence, status = 1, reason = '', created_at = @now WHERE user_id = @me`).run(row);
    } else {
      ctx.db.prepare(`INSERT INTO mall_shops (user_id, name, intro, main_category, sub_category, contact, phone, address, licence_image_id, status, created_at)
        VALUES (@me, @shopname, @intro, @main, @sub, @contact, @phone, @address, @licence, 1, @now)`).run(row);
    }
    return ok({ status: 1 as const, shopname, reason: '' }, '提交成功，请等待审核');
  },

  mallEntryStatus(ctx, _p, req) {
    const s = ctx.db.prepare('SELECT name, status, reason FROM mall_shops WHERE user_id = ?').get(req.user!.id) as { name: string; status: 1 | 2 | 3; reason: string } | undefined;
    return ok(s ? { status: s.status, shopname: s.name, reason: s.reason } : { status: 0 as const, shopname: '', reason: '' }, '请求成功');
  },
};
