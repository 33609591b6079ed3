import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../http/context.js';
import { payLinks } from '../../http/payment.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import type { GiftRow } from './rows.js';
import { closeExpiredCoursewareOrders } from './sales.js';
import { abs, fail, fmtTime, intParam, money, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';


/** Unpaid orders older than ORDER_TTL_SECONDS become CLOSED (run before any order read and on a timer). */
export function closeExpiredOrders(ctx: AppContext): number {
  const changes = ctx.db.prepare("UPDATE orders SET trade_state = 'CLOSED' WHERE trade_state = 'NOTPAY' AND created_at <= ?").run(ctx.now() - ctx.config.orderTtlSeconds).changes;
  if (changes > 0) ctx.cache.bump();
  return changes;
}

function newOrderNumber(ctx: AppContext): string {
  const t = fmtTime(ctx.now()).replace(/\D/g, '');
  return `WZ${t}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0').slice(-8)}`;
}

/** Gifts and their payment orders. */
export const orderHandlers = {
  giftList(ctx, p) {
    const { offset } = pageOf(p);
    const rows = ctx.db.prepare('SELECT id, flowername, flowerpic, price_cents FROM gifts ORDER BY sort, id LIMIT ? OFFSET ?').all(PAGE_SIZE, offset) as GiftRow[];
    return ok({ row: rows.map((g) => ({ id: g.id, flowername: g.flowername, flowerpic: abs(ctx, g.flowerpic), price: money(g.price_cents) })) }, 'success');
  },

  sendGift(ctx, p, req) {
    const teacherId = intParam(p, 'teacherid');
    const giftId = intParam(p, 'id');
    const number = intParam(p, 'number');
    if (number < 1) throw new ParamError('number 必须 >= 1');
    const key = typeof p.idempotency_key === 'string' && p.idempotency_key !== '' ? p.idempotency_key : null;
    if (!ctx.db.prepare('SELECT 1 FROM teachers WHERE id = ?').get(teacherId)) return fail(404, '教师不存在');
    const gift = ctx.db.prepare('SELECT price_cents FROM gifts WHERE id = ?').get(giftId) as { price_cents: number } | undefined;
    if (!gift) return fail(404, '礼物不存在');
    const amount = gift.price_cents * number;
    if (!Number.isSafeInteger(amount)) throw new ParamError('number 过大');
    const userId = req.user!.id;
    const order = ctx.db.transaction(() => {
      if (key) {
        const existing = ctx.db.prepare('SELECT order_number, teacher_id, gift_id, number, created_at FROM orders WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as
          | { order_number: string; teacher_id: number; gift_id: number; number: number; created_at: number }
          | undefined;
        if (existing) return existing.teacher_id === teacherId && existing.gift_id === giftId && existing.number === number ? existing : null;
      }
      const orderNumber = newOrderNumber(ctx);
      ctx.db
        .prepare('INSERT INTO orders (order_number, user_id, teacher_id, gift_id, number, amount_cents, trade_state, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(orderNumber, userId, teacherId, giftId, number, amount, 'NOTPAY', key, ctx.now());
      return { order_number: orderNumber, created_at: ctx.now() };
    })();
    if (order === null) throw new ParamError('idempotency_key 已用于另一笔订单');
    return ok({ order_number: order.order_number, ...payLinks(ctx, order.order_number, order.created_at) }, '下单成功');
  },

  paymentStatus(ctx, p, req) {
    const orderNumber = strParam(p, 'order_number');
    closeExpiredOrders(ctx);
    closeExpiredCoursewareOrders(ctx);
    const row = ctx.db.prepare('SELECT trade_state, user_id FROM orders WHERE order_number = ? UNION ALL SELECT trade_state, user_id FROM courseware_orders WHERE order_number = ?').get(orderNumber, orderNumber) as { trade_state: Schema<'TradeState'>; user_id: number } | undefined;
    if (!row || row.user_id !== req.user!.id) return fail(404, '订单不存在');
    return ok({ trade_state: row.trade_state });
  },
} satisfies Partial<SectionHandlers<'education'>>;
