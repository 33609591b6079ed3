// Snap-ups (抢购): appointments before the start, orders after it, within the snap-up's own stock and the
// per-member limit. Both are checked and taken in one immediate transaction, so racing orders cannot
// pass the limit or the stock together.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, money, ok, ParamError } from '../../http/context.js';
import { existingOrder, insertOrder, keyParam } from './orders.js';
import { amounts, amountsAnswer, goodsPic, MallRefusal, ownAddress } from './rows.js';

type SnapRow = {
  id: number; product_id: number; price_cents: number; start_at: number; end_at: number; stock: number; per_member: number;
  goods_id: number; title: string; spec_text: string; original_cents: number; shipping_cents: number; shop_id: number; status: number;
};
const SNAP_SQL = `SELECT s.*, p.goods_id, p.spec_text, p.price_cents AS original_cents, g.title, g.shipping_cents, g.shop_id, g.status
  FROM mall_snapups s JOIN mall_products p ON p.id = s.product_id JOIN mall_goods g ON g.id = p.goods_id`;

function snap(ctx: AppContext, p: Params): SnapRow {
  const s = ctx.db.prepare(`${SNAP_SQL} WHERE s.id = ?`).get(intParam(p, 'id')) as SnapRow | undefined;
  if (!s) throw new MallRefusal(404, '抢购活动不存在');
  return s;
}

/** Pieces the member holds in snap-up orders of this snap-up that are not closed. */
const bought = (ctx: AppContext, snapId: number, userId: number) =>
  (ctx.db.prepare(`SELECT COALESCE(SUM(i.quantity), 0) AS n FROM mall_orders o JOIN mall_order_items i ON i.order_id = o.id
    WHERE o.user_id = ? AND o.snapup_id = ? AND o.status <> 0`).get(userId, snapId) as { n: number }).n;

/** Refuses an order the snap-up cannot take now (before the start, after the end, over the limit or the stock). */
function check(ctx: AppContext, s: SnapRow, userId: number, quantity: number) {
  if (quantity < 1) throw new ParamError('quantity 至少 1 件');
  const now = ctx.now();
  if (now < s.start_at) throw new MallRefusal(201, '抢购尚未开始');
  if (now >= s.end_at || s.status !== 1) throw new MallRefusal(201, '抢购已结束');
  const mine = bought(ctx, s.id, userId);
  if (mine + quantity > s.per_member) throw new MallRefusal(201, `每人限购 ${s.per_member} 件${mine ? `，您已抢购 ${mine} 件` : ''}`);
  if (s.stock < quantity) throw new MallRefusal(201, s.stock === 0 ? '已抢光' : `库存不足，仅剩 ${s.stock} 件`);
}

const line = (s: SnapRow, quantity: number) => ({
  goods_id: s.goods_id, product_id: s.product_id, title: s.title, spec_text: s.spec_text, price_cents: s.price_cents, quantity, shop_id: s.shop_id, shipping_cents: s.shipping_cents,
});

export const snapupHandlers: Pick<SectionHandlers<'wzmall'>, 'mallSnapUps' | 'mallAppoint' | 'mallSnapUpFee' | 'mallSubmitSnapUp'> = {
  mallSnapUps(ctx, _p, req) {
    const now = ctx.now();
    const rows = ctx.db.prepare(`${SNAP_SQL} WHERE s.end_at > ? ORDER BY s.start_at, s.id`).all(now) as SnapRow[];
    const me = req.user?.id;
    return ok(
      rows.map((s) => ({
        id: s.id,
        goods_id: s.goods_id,
        title: s.title,
        pic: goodsPic(ctx, s.goods_id),
        spec: s.spec_text,
        price: money(s.price_cents),
        original_price: money(s.original_cents),
        start_time: fmtTime(s.start_at),
        end_time: fmtTime(s.end_at),
        starts_in: Math.max(0, s.start_at - now),
        ends_in: Math.max(0, s.end_at - now),
        stock: s.stock,
        limit: s.per_member,
        reserved: me !== undefined && ctx.db.prepare('SELECT 1 FROM mall_appointments WHERE snapup_id = ? AND user_id = ?').get(s.id, me) !== undefined,
        bought: me === undefined ? 0 : bought(ctx, s.id, me),
      })),
      '请求成功',
    );
  },

  mallAppoint(ctx, p, req) {
    const s = snap(ctx, p);
    if (ctx.now() >= s.start_at) return fail(201, '抢购已开始，无需预约');
    const added = ctx.db.prepare('INSERT OR IGNORE INTO mall_appointments (snapup_id, user_id, created_at) VALUES (?, ?, ?)').run(s.id, req.user!.id, ctx.now()).changes;
    return added ? ok(null, '预约成功') : fail(201, '您已预约过该抢购');
  },

  mallSnapUpFee(ctx, p, req) {
    const me = req.user!.id;
    const s = snap(ctx, p);
    const quantity = intParam(p, 'quantity');
    const address = ownAddress(ctx, me, intParam(p, 'address_id'));
    check(ctx, s, me, quantity);
    return ok(amountsAnswer(amounts([line(s, quantity)], address.province)), '请求成功');
  },

  mallSubmitSnapUp(ctx, p, req) {
    const me = req.user!.id;
    const key = keyParam(p);
    const quantity = intParam(p, 'quantity');
    const addressId = intParam(p, 'address_id');
    const payment = ctx.db.transaction(() => {
      const again = existingOrder(ctx, me, key);
      if (again) return again;
      const s = snap(ctx, p);
      const address = ownAddress(ctx, me, addressId);
      check(ctx, s, me, quantity);
      const taken = ctx.db.prepare('UPDATE mall_snapups SET stock = stock - ? WHERE id = ? AND stock >= ?').run(quantity, s.id, quantity).changes;
      if (!taken) throw new MallRefusal(201, '已抢光');
      return insertOrder(ctx, me, key, address, [line(s, quantity)], { kind: 'snapup', snapupId: s.id });
    }).immediate();
    ctx.cache.bump();
    return ok(payment, '下单成功');
  },
};
