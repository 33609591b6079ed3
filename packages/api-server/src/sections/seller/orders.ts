// The shop's orders (those holding its goods), one with its log and shipment, shipping; and the overview.
import type { AppContext } from '../../http/context.js';
import { fmtTime, likeArg, money, ok, ParamError, strParam } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { orderAnswer } from '../wzmall/orders.js';
import { MALL_PAGE, mallPage, MallRefusal, MSG_NO_ORDER, placeholders } from '../wzmall/rows.js';
import { dayStart, ownShop } from './shop.js';

type Tab = 'all' | 'pay' | 'ship' | 'shipped' | 'done' | 'closed' | 'refunding';
const TAB_STATUS: Record<Tab, number[] | null> = { all: null, pay: [1], ship: [2], shipped: [3], done: [4, 5], closed: [0], refunding: [6] };
const TABS = Object.keys(TAB_STATUS) as Tab[];
/** An order is the shop's when it holds one of the shop's goods. */
const OF_SHOP = 'EXISTS (SELECT 1 FROM mall_order_items i WHERE i.order_id = o.id AND i.shop_id = ?)';

type OrderRow = {
  id: number; order_number: string; kind: 'normal' | 'snapup'; status: number; trade_state: Schema<'MallTradeState'>; goods_cents: number; shipping_cents: number;
  amount_cents: number; ship_name: string; ship_phone: string; ship_address: string; remark: string; created_at: number; buyer: string;
};
type ItemRow = { id: number; order_id: number; goods_id: number; title: string; pic: string; spec_text: string; price_cents: number; quantity: number; reviewed: number };
const ORDER_SQL = "SELECT o.*, COALESCE(NULLIF(u.nickname, ''), u.username) AS buyer FROM mall_orders o JOIN users u ON u.id = o.user_id";

function answer(ctx: AppContext, o: OrderRow, items: ItemRow[]) {
  const timeline = ctx.db.prepare('SELECT status, text, created_at FROM mall_order_log WHERE order_id = ? ORDER BY created_at, rowid').all(o.id) as { status: number; text: string; created_at: number }[];
  const express = ctx.db.prepare('SELECT carrier, tracking, created_at FROM mall_shipments WHERE order_id = ?').get(o.id) as { carrier: string; tracking: string; created_at: number } | undefined;
  const ret = ctx.db.prepare('SELECT reason FROM mall_returns WHERE order_id = ?').get(o.id) as { reason: string } | undefined;
  return {
    ...orderAnswer(ctx, o, items),
    address: { name: o.ship_name, phone: o.ship_phone, full: o.ship_address },
    remark: o.remark,
    timeline: timeline.map((t) => ({ status: t.status as Schema<'MallOrderStatus'>, text: t.text, inputtime: fmtTime(t.created_at) })),
    ...(ret ? { return_reason: ret.reason } : {}),
    buyer: o.buyer,
    express: express ? { carrier: express.carrier, tracking: express.tracking, inputtime: fmtTime(express.created_at) } : null,
  };
}

const ITEMS_SQL = 'SELECT i.*, EXISTS (SELECT 1 FROM mall_comments c WHERE c.order_item_id = i.id) AS reviewed FROM mall_order_items i';

/** One of the shop's orders (404 for any other order: nothing about it is read or written). */
function ownOrder(ctx: AppContext, shop: number, orderNumber: string): OrderRow {
  const o = ctx.db.prepare(`${ORDER_SQL} WHERE o.order_number = ? AND ${OF_SHOP}`).get(orderNumber, shop) as OrderRow | undefined;
  if (!o) throw new MallRefusal(404, MSG_NO_ORDER);
  return o;
}

export const orderHandlers: Pick<SectionHandlers<'seller'>, 'sellerOrders' | 'sellerOrder' | 'sellerShip' | 'sellerOverview'> = {
  sellerOrders(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const tab = strParam(p, 'tab', 'all') as Tab;
    if (!TABS.includes(tab)) throw new ParamError('tab 取值不正确');
    const keyword = strParam(p, 'keyword', '').trim();
    const { offset } = mallPage(p);
    const where = [OF_SHOP];
    const args: unknown[] = [shop];
    const statuses = TAB_STATUS[tab];
    if (statuses) {
      where.push(`o.status IN (${placeholders(statuses)})`);
      args.push(...statuses);
    }
    if (keyword) {
      where.push("(o.order_number LIKE ? ESCAPE '\\' OR u.nickname LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\' OR o.ship_name LIKE ? ESCAPE '\\')");
      const like = likeArg(keyword);
      args.push(like, like, like, like);
    }
    const rows = ctx.db.prepare(`${ORDER_SQL} WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`).all(...args, MALL_PAGE, offset) as OrderRow[];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM mall_orders o JOIN users u ON u.id = o.user_id WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n;
    const items = rows.length ? (ctx.db.prepare(`${ITEMS_SQL} WHERE i.shop_id = ? AND i.order_id IN (${placeholders(rows)}) ORDER BY i.id`).all(shop, ...rows.map((r) => r.id)) as ItemRow[]) : [];
    const byStatus = ctx.db.prepare(`SELECT o.status, COUNT(*) AS n FROM mall_orders o WHERE ${OF_SHOP} GROUP BY o.status`).all(shop) as { status: number; n: number }[];
    const n = (list: number[] | null) => byStatus.filter((b) => !list || list.includes(b.status)).reduce((s, b) => s + b.n, 0);
    const counts = Object.fromEntries(TABS.map((t) => [t, n(TAB_STATUS[t])])) as Record<Tab, number>;
    return ok({ lists: rows.map((o) => answer(ctx, o, items.filter((i) => i.order_id === o.id))), total, counts }, '请求成功');
  },

  sellerOrder(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const o = ownOrder(ctx, shop, strParam(p, 'order_number'));
    const items = ctx.db.prepare(`${ITEMS_SQL} WHERE i.order_id = ? AND i.shop_id = ? ORDER BY i.id`).all(o.id, shop) as ItemRow[];
    return ok(answer(ctx, o, items), '请求成功');
  },

  sellerShip(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const o = ownOrder(ctx, shop, strParam(p, 'order_number'));
    const carrier = strParam(p, 'carrier', '').trim();
    if (!carrier) throw new ParamError('carrier 请选择快递公司');
    const tracking = strParam(p, 'tracking', '').trim().toUpperCase();
    if (!/^[A-Z0-9]{6,30}$/.test(tracking)) throw new ParamError('tracking 请输入正确的快递单号（6–30 位字母或数字）');
    if (o.status !== 2) throw new MallRefusal(201, '订单不是待发货状态');
    const others = ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_order_items WHERE order_id = ? AND shop_id <> ?').get(o.id, shop) as { n: number };
    if (others.n) throw new MallRefusal(201, '该订单含其他店铺的商品，暂不能单独发货');
    ctx.db.transaction(() => {
      const changed = ctx.db.prepare('UPDATE mall_orders SET status = 3 WHERE id = ? AND status = 2').run(o.id).changes;
      if (!changed) throw new MallRefusal(201, '订单不是待发货状态');
      ctx.db.prepare('INSERT INTO mall_shipments (order_id, shop_id, carrier, tracking, created_at) VALUES (?, ?, ?, ?, ?)').run(o.id, shop, carrier, tracking, ctx.now());
      ctx.db.prepare('INSERT INTO mall_order_log (order_id, status, text, created_at) VALUES (?, 3, ?, ?)').run(o.id, `商家已发货：${carrier} ${tracking}`, ctx.now());
    })();
    return ok(null, '已发货');
  },

  sellerOverview(ctx, _p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const today = dayStart(ctx.now());
    const count = (sql: string, ...args: unknown[]) => (ctx.db.prepare(sql).get(...args) as { n: number }).n;
    const weekStart = today - 6 * 86400;
    const paid = ctx.db
      .prepare(`SELECT o.paid_at, SUM(i.price_cents * i.quantity) AS cents FROM mall_order_items i JOIN mall_orders o ON o.id = i.order_id
        WHERE i.shop_id = ? AND o.paid_at >= ? AND o.trade_state = 'SUCCESS' GROUP BY o.id`)
      .all(shop, weekStart) as { paid_at: number; cents: number }[];
    const week_sales = Array.from({ length: 7 }, (_, d) => {
      const start = weekStart + d * 86400;
      const cents = paid.filter((r) => r.paid_at >= start && r.paid_at < start + 86400).reduce((s, r) => s + r.cents, 0);
      return { date: fmtTime(start).slice(5, 10), amount: money(cents) };
    });
    const low = ctx.db
      .prepare(`SELECT g.id AS goods_id, g.title, p.spec_text AS spec, p.stock FROM mall_products p JOIN mall_goods g ON g.id = p.goods_id
        WHERE g.shop_id = ? AND g.status = 1 AND g.deleted_at IS NULL AND p.stock <= 5 AND p.spec_key NOT LIKE 'x%' ORDER BY p.stock, p.id LIMIT 10`)
      .all(shop) as { goods_id: number; title: string; spec: string; stock: number }[];
    return ok(
      {
        today_orders: count(`SELECT COUNT(*) AS n FROM mall_orders o WHERE o.created_at >= ? AND ${OF_SHOP}`, today, shop),
        to_ship: count(`SELECT COUNT(*) AS n FROM mall_orders o WHERE o.status = 2 AND ${OF_SHOP}`, shop),
        returns_waiting: count(`SELECT COUNT(*) AS n FROM mall_returns r JOIN mall_orders o ON o.id = r.order_id WHERE r.status = 1 AND ${OF_SHOP}`, shop),
        on_sale: count('SELECT COUNT(*) AS n FROM mall_goods WHERE shop_id = ? AND status = 1 AND deleted_at IS NULL', shop),
        week_sales,
        low_stock: low,
      },
      '请求成功',
    );
  },
};

