// After the sale: return requests (agree: refund, close, stock back; refuse: a reason the buyer sees),
// replies to reviews (shown on the goods page) and to buyers' messages (shown in the buyer's message box).
// Every call starts from the caller's own shop; another shop's rows answer 404 and nothing is written.
import type { AppContext, Params } from '../../http/context.js';
import { abs, fmtTime, intParam, money, ok, ParamError, strParam } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { MALL_PAGE, mallPage, MallRefusal, MSG_NO_ORDER, placeholders } from '../wzmall/rows.js';
import { ownShop } from './shop.js';

/** A shop's goods, recycled ones included: reviews and messages stay the shop's after a goods item is deleted. */
const OWN_GOODS = 'g.shop_id = ?';
const nick = (nickname: string, username: string) => nickname || `${username.slice(0, 1)}***`;

type ReturnTab = 'all' | 'wait' | 'agreed' | 'refused';
const RETURN_STATUS: Record<ReturnTab, number | null> = { all: null, wait: 1, agreed: 2, refused: 3 };
/** A return is the shop's when its order holds only the shop's goods (orders are split per shop at checkout). */
const RETURN_OF_SHOP = 'EXISTS (SELECT 1 FROM mall_order_items i WHERE i.order_id = o.id AND i.shop_id = ?)';

type ReturnRow = {
  id: number; order_id: number; order_number: string; buyer: string; reason: string; description: string; status: 1 | 2 | 3;
  refuse_reason: string; amount_cents: number; created_at: number; prev_status: number; snapup_id: number | null;
};
const RETURN_SQL = `SELECT r.id, r.order_id, o.order_number, COALESCE(NULLIF(u.nickname, ''), u.username) AS buyer, r.reason, r.description, r.status,
  r.refuse_reason, o.amount_cents, r.created_at, r.prev_status, o.snapup_id FROM mall_returns r JOIN mall_orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id`;

/** A reply: trimmed, 2–300 characters (the field's own Chinese message). */
function replyParam(p: Params): string {
  const reply = strParam(p, 'reply', '').trim();
  if (reply.length < 2) throw new ParamError('reply 请输入回复内容（至少 2 个字）');
  if (reply.length > 300) throw new ParamError('reply 回复内容不能超过 300 个字');
  return reply;
}

function tabParam<T extends string>(p: Params, tabs: readonly T[], fallback: T): T {
  const tab = strParam(p, 'tab', fallback) as T;
  if (!tabs.includes(tab)) throw new ParamError(`tab 取值 ${tabs.join('、')}`);
  return tab;
}

function log(ctx: AppContext, orderId: number, status: number, text: string) {
  ctx.db.prepare('INSERT INTO mall_order_log (order_id, status, text, created_at) VALUES (?, ?, ?, ?)').run(orderId, status, text, ctx.now());
}

type Handled = 'sellerReturns' | 'sellerReturnDecide' | 'sellerComments' | 'sellerCommentReply' | 'sellerMessages' | 'sellerMessageReply';

export const serviceHandlers: Pick<SectionHandlers<'seller'>, Handled> = {
  sellerReturns(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const tab = tabParam(p, Object.keys(RETURN_STATUS) as ReturnTab[], 'wait');
    const { offset } = mallPage(p);
    const status = RETURN_STATUS[tab];
    const where = `${RETURN_OF_SHOP}${status ? ' AND r.status = ?' : ''}`;
    const args: unknown[] = status ? [shop, status] : [shop];
    const rows = ctx.db.prepare(`${RETURN_SQL} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`).all(...args, MALL_PAGE, offset) as ReturnRow[];
    const items = rows.length
      ? (ctx.db.prepare(`SELECT order_id, title, spec_text, quantity FROM mall_order_items WHERE shop_id = ? AND order_id IN (${placeholders(rows)}) ORDER BY id`)
          .all(shop, ...rows.map((r) => r.order_id)) as { order_id: number; title: string; spec_text: string; quantity: number }[])
      : [];
    const by = ctx.db.prepare(`SELECT r.status, COUNT(*) AS n FROM mall_returns r JOIN mall_orders o ON o.id = r.order_id WHERE ${RETURN_OF_SHOP} GROUP BY r.status`).all(shop) as { status: number; n: number }[];
    const n = (s: number | null) => by.filter((b) => s === null || b.status === s).reduce((sum, b) => sum + b.n, 0);
    const counts = { all: n(null), wait: n(1), agreed: n(2), refused: n(3) };
    const lists = rows.map((r) => ({
      id: r.id, order_number: r.order_number, buyer: r.buyer, reason: r.reason, description: r.description, status: r.status, refuse_reason: r.refuse_reason,
      amount: money(r.amount_cents), inputtime: fmtTime(r.created_at),
      items: items.filter((i) => i.order_id === r.order_id).map((i) => ({ title: i.title, spec: i.spec_text, quantity: i.quantity })),
    }));
    return ok({ lists, total: counts[tab], counts }, '请求成功');
  },

  sellerReturnDecide(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const orderNumber = strParam(p, 'order_number');
    const action = strParam(p, 'action');
    if (action !== 'agree' && action !== 'refuse') throw new ParamError('action 取值 agree、refuse');
    const reason = strParam(p, 'reason', '').trim();
    if (action === 'refuse' && reason.length < 5) throw new ParamError('reason 请填写拒绝理由（至少 5 个字），买家会看到');
    if (reason.length > 200) throw new ParamError('reason 拒绝理由不能超过 200 个字');
    const r = ctx.db.prepare(`${RETURN_SQL} WHERE o.order_number = ? AND ${RETURN_OF_SHOP}`).get(orderNumber, shop) as ReturnRow | undefined;
    if (!r) throw new MallRefusal(404, MSG_NO_ORDER);
    if (r.status !== 1) throw new MallRefusal(201, '该退货申请已处理');
    ctx.db.transaction(() => {
      // the guard in the WHERE makes a second, concurrent decision a refusal rather than a double refund
      const moved = ctx.db.prepare('UPDATE mall_returns SET status = ?, refuse_reason = ?, decided_at = ? WHERE id = ? AND status = 1')
        .run(action === 'agree' ? 2 : 3, action === 'agree' ? '' : reason, ctx.now(), r.id).changes;
      if (!moved) throw new MallRefusal(201, '该退货申请已处理');
      if (action === 'refuse') {
        ctx.db.prepare('UPDATE mall_orders SET status = ? WHERE id = ? AND status = 6').run(r.prev_status, r.order_id);
        log(ctx, r.order_id, r.prev_status, `商家拒绝退货：${reason}`);
        return;
      }
      ctx.db.prepare("UPDATE mall_orders SET status = 0, trade_state = 'REFUND' WHERE id = ?").run(r.order_id);
      const lines = ctx.db.prepare('SELECT goods_id, product_id, quantity FROM mall_order_items WHERE order_id = ?').all(r.order_id) as { goods_id: number; product_id: number; quantity: number }[];
      for (const l of lines) {
        if (r.snapup_id) ctx.db.prepare('UPDATE mall_snapups SET stock = stock + ? WHERE id = ?').run(l.quantity, r.snapup_id);
        else ctx.db.prepare('UPDATE mall_products SET stock = stock + ? WHERE id = ?').run(l.quantity, l.product_id);
        ctx.db.prepare('UPDATE mall_goods SET sales = MAX(sales - ?, 0) WHERE id = ?').run(l.quantity, l.goods_id);
      }
      log(ctx, r.order_id, 0, `商家已同意退货，退款 ¥${money(r.amount_cents)} 已原路退回`);
    }).immediate();
    ctx.cache.bump();
    return ok(null, action === 'agree' ? '已同意退货，货款已退回买家' : '已拒绝退货申请');
  },

  sellerComments(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const tab = tabParam(p, ['all', 'unreplied'] as const, 'all');
    const { offset } = mallPage(p);
    const where = `${OWN_GOODS}${tab === 'unreplied' ? " AND c.reply = ''" : ''}`;
    const rows = ctx.db
      .prepare(`SELECT c.id, c.goods_id, g.title, u.nickname, u.username, c.score, c.content, c.pics, c.spec_text, c.reply, c.created_at
        FROM mall_comments c JOIN mall_goods g ON g.id = c.goods_id JOIN users u ON u.id = c.user_id WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .all(shop, MALL_PAGE, offset) as { id: number; goods_id: number; title: string; nickname: string; username: string; score: number; content: string; pics: string; spec_text: string; reply: string; created_at: number }[];
    const c = ctx.db.prepare(`SELECT COUNT(*) AS all_n, COALESCE(SUM(c.reply = ''), 0) AS open_n FROM mall_comments c JOIN mall_goods g ON g.id = c.goods_id WHERE ${OWN_GOODS}`).get(shop) as { all_n: number; open_n: number };
    const lists = rows.map((r) => ({
      id: r.id, goods_id: r.goods_id, title: r.title, nickname: nick(r.nickname, r.username), score: r.score, content: r.content,
      pics: (JSON.parse(r.pics) as string[]).map((u) => abs(ctx, u)), spec: r.spec_text, reply: r.reply, inputtime: fmtTime(r.created_at),
    }));
    return ok({ lists, total: tab === 'all' ? c.all_n : c.open_n, counts: { all: c.all_n, unreplied: c.open_n } }, '请求成功');
  },

  sellerCommentReply(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const id = intParam(p, 'id');
    const reply = replyParam(p);
    const changed = ctx.db.prepare(`UPDATE mall_comments SET reply = ?, reply_at = ? WHERE id = ? AND goods_id IN (SELECT g.id FROM mall_goods g WHERE ${OWN_GOODS})`).run(reply, ctx.now(), id, shop).changes;
    if (!changed) throw new MallRefusal(404, '评价不存在');
    ctx.cache.bump();
    return ok(null, '回复成功');
  },

  sellerMessages(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const tab = tabParam(p, ['all', 'unreplied'] as const, 'all');
    const { offset } = mallPage(p);
    const where = `${OWN_GOODS}${tab === 'unreplied' ? " AND m.reply = ''" : ''}`;
    const rows = ctx.db
      .prepare(`SELECT m.id, m.goods_id, g.title, u.nickname, u.username, m.content, m.reply, m.created_at
        FROM mall_messages m JOIN mall_goods g ON g.id = m.goods_id JOIN users u ON u.id = m.user_id WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`)
      .all(shop, MALL_PAGE, offset) as { id: number; goods_id: number; title: string; nickname: string; username: string; content: string; reply: string; created_at: number }[];
    const c = ctx.db.prepare(`SELECT COUNT(*) AS all_n, COALESCE(SUM(m.reply = ''), 0) AS open_n FROM mall_messages m JOIN mall_goods g ON g.id = m.goods_id WHERE ${OWN_GOODS}`).get(shop) as { all_n: number; open_n: number };
    const lists = rows.map((r) => ({ id: r.id, goods_id: r.goods_id, title: r.title, nickname: nick(r.nickname, r.username), content: r.content, reply: r.reply, inputtime: fmtTime(r.created_at) }));
    return ok({ lists, total: tab === 'all' ? c.all_n : c.open_n, counts: { all: c.all_n, unreplied: c.open_n } }, '请求成功');
  },

  sellerMessageReply(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const id = intParam(p, 'id');
    const reply = replyParam(p);
    const changed = ctx.db.prepare(`UPDATE mall_messages SET reply = ?, reply_at = ? WHERE id = ? AND goods_id IN (SELECT g.id FROM mall_goods g WHERE ${OWN_GOODS})`).run(reply, ctx.now(), id, shop).changes;
    if (!changed) throw new MallRefusal(404, '留言不存在');
    ctx.cache.bump();
    return ok(null, '回复成功');
  },
};
