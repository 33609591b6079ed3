// Checkout, orders and their states. The server prices every order from its own rows (no call carries a
// price); one client_key makes one order however often it is sent; stock moves only through conditional
// UPDATEs inside the order's transaction, so concurrent checkouts of the last piece give it to one.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import type { Payable, PayView } from '../education/paysim.js';
import { payLinks } from '../../http/payment.js';
import { abs, fail, fmtTime, intParam, money, ok, ParamError, strParam } from '../../http/context.js';
import {
  amounts, amountsAnswer, cartLines, goodsPic, groupedCart, idsParam, lineValid, MallRefusal, mallPage, MALL_PAGE, MSG_NO_ORDER, newOrderNumber, ownAddress, placeholders,
  type AddressRow, type Line,
} from './rows.js';

type TradeState = Schema<'MallTradeState'>;
type OrderRow = {
  id: number; order_number: string; user_id: number; kind: 'normal' | 'snapup'; snapup_id: number | null; status: number; trade_state: TradeState;
  goods_cents: number; shipping_cents: number; amount_cents: number; ship_name: string; ship_phone: string; ship_address: string; remark: string; created_at: number;
};
type ItemRow = { id: number; order_id: number; goods_id: number; product_id: number; title: string; spec_text: string; pic: string; price_cents: number; quantity: number; reviewed: number };

/** Status numbers (MallOrderStatus) and their timeline texts. */
export const STATUS = { closed: 0, toPay: 1, toShip: 2, toReceive: 3, toReview: 4, done: 5, returning: 6 } as const;
const TABS: Record<string, number | null> = { all: null, pay: 1, ship: 2, receive: 3, review: 4, return: 6 };

function log(ctx: AppContext, orderId: number, status: number, text: string) {
  ctx.db.prepare('INSERT INTO mall_order_log (order_id, status, text, created_at) VALUES (?, ?, ?, ?)').run(orderId, status, text, ctx.now());
}

const orderByNumber = (ctx: AppContext, orderNumber: string) => ctx.db.prepare('SELECT * FROM mall_orders WHERE order_number = ?').get(orderNumber) as OrderRow | undefined;

/** One of the caller's orders; another member's answers 404 like a missing one. */
function ownOrder(ctx: AppContext, p: Params, userId: number): OrderRow {
  closeExpiredMallOrders(ctx);
  const o = orderByNumber(ctx, strParam(p, 'order_number'));
  if (!o || o.user_id !== userId) throw new MallRefusal(404, MSG_NO_ORDER);
  return o;
}

/** Moves an order's payment state; CLOSED gives its stock back. Returns 1 when it moved. */
function transition(ctx: AppContext, orderNumber: string, from: string[], to: string): number {
  return ctx.db.transaction(() => {
    const o = orderByNumber(ctx, orderNumber);
    if (!o || !from.includes(o.trade_state)) return 0;
    const status = to === 'SUCCESS' ? STATUS.toShip : to === 'CLOSED' ? STATUS.closed : to === 'REFUND' ? STATUS.returning : o.status;
    ctx.db.prepare('UPDATE mall_orders SET trade_state = ?, status = ?, paid_at = CASE WHEN ? = \'SUCCESS\' THEN ? ELSE paid_at END WHERE id = ?').run(to, status, to, ctx.now(), o.id);
    if (to === 'CLOSED') {
      const items = ctx.db.prepare('SELECT product_id, quantity FROM mall_order_items WHERE order_id = ?').all(o.id) as { product_id: number; quantity: number }[];
      for (const it of items) {
        if (o.snapup_id) ctx.db.prepare('UPDATE mall_snapups SET stock = stock + ? WHERE id = ?').run(it.quantity, o.snapup_id);
        else ctx.db.prepare('UPDATE mall_products SET stock = stock + ? WHERE id = ?').run(it.quantity, it.product_id);
      }
    }
    if (status !== o.status) log(ctx, o.id, status, to === 'SUCCESS' ? '支付成功，等待商家发货' : to === 'CLOSED' ? '订单已关闭' : '订单已转入退款');
    ctx.cache.bump();
    return 1;
  }).immediate();
}

/** Unpaid orders past ORDER_TTL_SECONDS close and give their stock back. */
export function closeExpiredMallOrders(ctx: AppContext): void {
  const stale = ctx.db.prepare("SELECT order_number FROM mall_orders WHERE trade_state IN ('NOTPAY', 'PAYERROR') AND created_at <= ?").all(ctx.now() - ctx.config.orderTtlSeconds) as { order_number: string }[];
  for (const o of stale) transition(ctx, o.order_number, ['NOTPAY', 'PAYERROR'], 'CLOSED');
}

/** The mall's orders in the payment simulator. */
export const mallPayable: Payable = {
  load(ctx, orderNumber): PayView | undefined {
    const o = orderByNumber(ctx, orderNumber);
    if (!o) return undefined;
    const items = ctx.db.prepare('SELECT title, quantity FROM mall_order_items WHERE order_id = ? ORDER BY id').all(o.id) as { title: string; quantity: number }[];
    const pieces = items.reduce((n, i) => n + i.quantity, 0);
    return { ...o, description: `商城订单：${items[0]?.title ?? ''}${items.length > 1 ? ' 等' : ''}，共 ${pieces} 件` };
  },
  transition,
  closeExpired: closeExpiredMallOrders,
};

export type OrderLine = Pick<Line, 'goods_id' | 'product_id' | 'title' | 'spec_text' | 'price_cents' | 'quantity' | 'shop_id' | 'shipping_cents'>;

/**
 * Writes an order inside the caller's transaction (stock already taken), or answers the order this
 * client_key already made. Returns the payment answer.
 */
export function insertOrder(ctx: AppContext, userId: number, key: string, address: AddressRow, lines: OrderLine[], extra: { kind: 'normal' | 'snapup'; snapupId?: number; remark?: string }) {
  const a = amounts(lines, address.province);
  const orderNumber = newOrderNumber(ctx);
  const orderId = Number(
    ctx.db
      .prepare(`INSERT INTO mall_orders (order_number, user_id, kind, snapup_id, status, trade_state, goods_cents, shipping_cents, amount_cents, ship_name, ship_phone, ship_address, remark, client_key, created_at)
        VALUES (?, ?, ?, ?, 1, 'NOTPAY', ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(orderNumber, userId, extra.kind, extra.snapupId ?? null, a.goods, a.shipping, a.total, address.name, address.phone,
        `${address.province}${address.city === address.province ? '' : address.city}${address.district}${address.address}`, extra.remark ?? '', key, ctx.now()).lastInsertRowid,
  );
  const addItem = ctx.db.prepare('INSERT INTO mall_order_items (order_id, goods_id, product_id, shop_id, title, spec_text, pic, price_cents, quantity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const l of lines) {
    addItem.run(orderId, l.goods_id, l.product_id, l.shop_id, l.title, l.spec_text, `/media/img/goods/${l.goods_id}-1.svg`, l.price_cents, l.quantity);
    ctx.db.prepare('UPDATE mall_goods SET sales = sales + ? WHERE id = ?').run(l.quantity, l.goods_id);
  }
  log(ctx, orderId, STATUS.toPay, '订单已提交，等待付款');
  return { order_number: orderNumber, ...payLinks(ctx, orderNumber, ctx.now()), amount: money(a.total) };
}

/** The payment answer of the order a client_key already made, if any. */
export function existingOrder(ctx: AppContext, userId: number, key: string) {
  const o = ctx.db.prepare('SELECT order_number, amount_cents, created_at FROM mall_orders WHERE user_id = ? AND client_key = ?').get(userId, key) as { order_number: string; amount_cents: number; created_at: number } | undefined;
  return o && { order_number: o.order_number, ...payLinks(ctx, o.order_number, o.created_at), amount: money(o.amount_cents) };
}

export function keyParam(p: Params): string {
  const key = strParam(p, 'client_key');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw new ParamError('client_key 格式不正确');
  return key;
}

function checkoutLines(ctx: AppContext, p: Params, userId: number): Line[] {
  const lines = cartLines(ctx, userId, idsParam(p, 'ids'));
  const bad = lines.find((l) => !lineValid(l));
  if (bad) throw new MallRefusal(201, bad.status !== 1 ? `商品已下架：${bad.title}` : `库存不足：${bad.title}（剩余 ${bad.stock} 件）`);
  return lines;
}

/** What an order answer shows of an order and its lines (the buyer's and the seller's views share it). */
export type AnsweredOrder = Pick<OrderRow, 'order_number' | 'kind' | 'status' | 'trade_state' | 'goods_cents' | 'shipping_cents' | 'amount_cents' | 'created_at'>;
export type AnsweredItem = Omit<ItemRow, 'order_id' | 'product_id'>;

export function orderAnswer(ctx: AppContext, o: AnsweredOrder, items: AnsweredItem[]) {
  return {
    order_number: o.order_number,
    kind: o.kind,
    status: o.status as Schema<'MallOrderStatus'>,
    trade_state: o.trade_state,
    goods_amount: money(o.goods_cents),
    shipping: money(o.shipping_cents),
    amount: money(o.amount_cents),
    items: items.map((i) => ({ id: i.id, goods_id: i.goods_id, title: i.title, pic: abs(ctx, i.pic), spec: i.spec_text, price: money(i.price_cents), quantity: i.quantity, reviewed: i.reviewed === 1 })),
    inputtime: fmtTime(o.created_at),
  };
}

const ITEMS_SQL = 'SELECT i.*, EXISTS (SELECT 1 FROM mall_comments c WHERE c.order_item_id = i.id) AS reviewed FROM mall_order_items i';

type OrderOps =
  | 'mallSubmitOrderInfo' | 'mallOrderFee' | 'mallSubmitOrder' | 'mallMyOrders' | 'mallOrderDetail' | 'mallConfirmReceipt' | 'mallReviewOrder' | 'mallApplyReturn' | 'mallMyReturns'
  | 'mallOrderQrcode' | 'mallQueryOrder';

export const orderHandlers: Pick<SectionHandlers<'wzmall'>, OrderOps> = {
  mallSubmitOrderInfo: (ctx, p, req) => ok(groupedCart(ctx, cartLines(ctx, req.user!.id, idsParam(p, 'ids'))), '请求成功'),

  mallOrderFee(ctx, p, req) {
    const me = req.user!.id;
    const address = ownAddress(ctx, me, intParam(p, 'address_id'));
    return ok(amountsAnswer(amounts(checkoutLines(ctx, p, me), address.province)), '请求成功');
  },

  mallSubmitOrder(ctx, p, req) {
    const me = req.user!.id;
    const key = keyParam(p);
    const ids = idsParam(p, 'ids');
    const addressId = intParam(p, 'address_id');
    const remark = strParam(p, 'remark', '').trim();
    const payment = ctx.db.transaction(() => {
      const again = existingOrder(ctx, me, key);
      if (again) return again;
      const address = ownAddress(ctx, me, addressId);
      const lines = checkoutLines(ctx, { ids: ids.join(',') }, me);
      for (const l of lines) {
        const taken = ctx.db.prepare('UPDATE mall_products SET stock = stock - ? WHERE id = ? AND stock >= ?').run(l.quantity, l.product_id, l.quantity).changes;
        if (!taken) throw new MallRefusal(201, `库存不足：${l.title}`);
      }
      const answer = insertOrder(ctx, me, key, address, lines, { kind: 'normal', remark });
      ctx.db.prepare(`DELETE FROM mall_cart WHERE user_id = ? AND id IN (${placeholders(ids)})`).run(me, ...ids);
      return answer;
    }).immediate();
    ctx.cache.bump();
    return ok(payment, '下单成功');
  },

  mallMyOrders(ctx, p, req) {
    const me = req.user!.id;
    closeExpiredMallOrders(ctx);
    const tab = strParam(p, 'tab', 'all');
    if (!(tab in TABS)) throw new ParamError('tab 取值 all、pay、ship、receive、review、return');
    const status = TABS[tab]!;
    const { offset } = mallPage(p);
    const where = status === null ? 'user_id = ?' : 'user_id = ? AND status = ?';
    const args = status === null ? [me] : [me, status];
    const rows = ctx.db.prepare(`SELECT * FROM mall_orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, MALL_PAGE, offset) as OrderRow[];
    const items = rows.length ? (ctx.db.prepare(`${ITEMS_SQL} WHERE i.order_id IN (${placeholders(rows)}) ORDER BY i.id`).all(...rows.map((r) => r.id)) as ItemRow[]) : [];
    const byStatus = ctx.db.prepare('SELECT status, COUNT(*) AS n FROM mall_orders WHERE user_id = ? GROUP BY status').all(me) as { status: number; n: number }[];
    const n = (s: number) => byStatus.find((b) => b.status === s)?.n ?? 0;
    const counts = { all: byStatus.reduce((sum, b) => sum + b.n, 0), pay: n(1), ship: n(2), receive: n(3), review: n(4), return: n(6) };
    return ok(
      { lists: rows.map((o) => orderAnswer(ctx, o, items.filter((i) => i.order_id === o.id))), total: status === null ? counts.all : n(status), counts },
      '请求成功',
    );
  },

  mallOrderDetail(ctx, p, req) {
    const o = ownOrder(ctx, p, req.user!.id);
    const items = ctx.db.prepare(`${ITEMS_SQL} WHERE i.order_id = ? ORDER BY i.id`).all(o.id) as ItemRow[];
    const timeline = ctx.db.prepare('SELECT status, text, created_at FROM mall_order_log WHERE order_id = ? ORDER BY created_at, rowid').all(o.id) as { status: number; text: string; created_at: number }[];
    const ret = ctx.db.prepare('SELECT reason FROM mall_returns WHERE order_id = ?').get(o.id) as { reason: string } | undefined;
    return ok(
      {
        ...orderAnswer(ctx, o, items),
        address: { name: o.ship_name, phone: o.ship_phone, full: o.ship_address },
        remark: o.remark,
        timeline: timeline.map((t) => ({ status: t.status as Schema<'MallOrderStatus'>, text: t.text, inputtime: fmtTime(t.created_at) })),
        ...(ret ? { return_reason: ret.reason } : {}),
      },
      '请求成功',
    );
  },

  mallConfirmReceipt(ctx, p, req) {
    const o = ownOrder(ctx, p, req.user!.id);
    const changed = ctx.db.prepare('UPDATE mall_orders SET status = 4 WHERE id = ? AND status = 3').run(o.id).changes;
    if (!changed) return fail(201, '订单当前状态不能确认收货');
    log(ctx, o.id, STATUS.toReview, '已确认收货');
    return ok(null, '已确认收货');
  },

  mallReviewOrder(ctx, p, req) {
    const me = req.user!.id;
    const o = ownOrder(ctx, p, me);
    const itemId = intParam(p, 'item_id');
    const score = intParam(p, 'score');
    if (score < 1 || score > 5) throw new ParamError('score 请选择 1–5 星');
    const content = strParam(p, 'content', '').trim();
    if (content.length < 5) throw new ParamError('content 评价内容至少 5 个字');
    const images = idsParam(p, 'images', false);
    if (images.length > 6) throw new ParamError('images 最多 6 张图片');
    const urls = images.length
      ? (ctx.db.prepare(`SELECT id, url FROM images WHERE user_id = ? AND id IN (${placeholders(images)})`).all(me, ...images) as { id: number; url: string }[])
      : [];
    if (urls.length !== images.length) throw new ParamError('images 图片不存在，请重新上传');
    if (o.status !== STATUS.toReview) return fail(201, '确认收货后才能评价');
    const item = ctx.db.prepare(`${ITEMS_SQL} WHERE i.id = ? AND i.order_id = ?`).get(itemId, o.id) as ItemRow | undefined;
    if (!item) return fail(404, '订单商品不存在');
    if (item.reviewed) return fail(201, '该商品已评价');
    ctx.db.transaction(() => {
      const pics = images.map((id) => urls.find((u) => u.id === id)!.url);
      ctx.db.prepare('INSERT INTO mall_comments (goods_id, user_id, order_item_id, score, content, pics, spec_text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(item.goods_id, me, item.id, score, content, JSON.stringify(pics), item.spec_text, ctx.now());
      const left = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM (${ITEMS_SQL} WHERE i.order_id = ?) WHERE reviewed = 0`).get(o.id) as { n: number }).n;
      if (left === 0) {
        ctx.db.prepare('UPDATE mall_orders SET status = 5 WHERE id = ?').run(o.id);
        log(ctx, o.id, STATUS.done, '已评价，交易完成');
      }
    }).immediate();
    ctx.cache.bump();
    return ok(null, '评价成功');
  },

  mallApplyReturn(ctx, p, req) {
    const o = ownOrder(ctx, p, req.user!.id);
    const reason = strParam(p, 'reason');
    const description = strParam(p, 'description', '').trim();
    if (reason === '其他' && !description) throw new ParamError('description 请说明退货原因');
    if (o.trade_state !== 'SUCCESS' || ![STATUS.toShip, STATUS.toReceive, STATUS.toReview].includes(o.status as 2 | 3 | 4)) return fail(201, '订单当前状态不能申请退货');
    ctx.db.transaction(() => {
      ctx.db.prepare('INSERT INTO mall_returns (order_id, user_id, reason, description, status, prev_status, created_at) VALUES (?, ?, ?, ?, 1, ?, ?)')
        .run(o.id, o.user_id, reason, description, o.status, ctx.now());
      ctx.db.prepare('UPDATE mall_orders SET status = 6 WHERE id = ?').run(o.id);
      log(ctx, o.id, STATUS.returning, `已申请退货：${reason}`);
    }).immediate();
    return ok(null, '已提交退货申请');
  },

  mallMyReturns(ctx, p, req) {
    const me = req.user!.id;
    const { offset } = mallPage(p);
    const rows = ctx.db
      .prepare(`SELECT r.id, o.order_number, r.reason, r.description, r.status, r.refuse_reason, o.amount_cents, r.created_at FROM mall_returns r JOIN mall_orders o ON o.id = r.order_id
        WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`)
      .all(me, MALL_PAGE, offset) as { id: number; order_number: string; reason: string; description: string; status: 1 | 2 | 3; refuse_reason: string; amount_cents: number; created_at: number }[];
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_returns WHERE user_id = ?').get(me) as { n: number }).n;
    return ok({ lists: rows.map((r) => ({ id: r.id, order_number: r.order_number, reason: r.reason, description: r.description, status: r.status, amount: money(r.amount_cents), inputtime: fmtTime(r.created_at), ...(r.status === 3 ? { refuse_reason: r.refuse_reason } : {}) })), total }, '请求成功');
  },

  mallOrderQrcode(ctx, p, req) {
    const o = ownOrder(ctx, p, req.user!.id);
    if (o.trade_state === 'SUCCESS' || o.trade_state === 'REFUND') return fail(201, '订单已支付');
    if (o.trade_state === 'CLOSED') return fail(201, '订单已关闭');
    return ok({ order_number: o.order_number, ...payLinks(ctx, o.order_number, o.created_at), amount: money(o.amount_cents) }, '请求成功');
  },

  mallQueryOrder(ctx, p, req) {
    return ok({ trade_state: ownOrder(ctx, p, req.user!.id).trade_state }, '请求成功');
  },
};

export { goodsPic };
