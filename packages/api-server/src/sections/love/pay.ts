// Gifts and memberships: orders paid through the shared payment step and simulator, as teacher gifts are
// (amounts from the server, one order per client key, the same trade states).
import { randomBytes } from 'node:crypto';
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import type { Payable } from '../education/paysim.js';
import { payLinks } from '../../http/payment.js';
import { abs, fail, fmtTime, intParam, money, ok, ParamError, strParam } from '../../http/context.js';
import { cardsOf, FREE_CONTACTS, LEVELS, levelOf, LOVE_PAGE, otherMember, topUntil } from './rows.js';

const DAY = 86400;
const MONTHS = [1, 3, 6, 12];
type OrderRow = {
  order_number: string; user_id: number; kind: 'gift' | 'membership'; target_id: number | null; gift_id: number | null; number: number;
  level: number | null; months: number | null; amount_cents: number; trade_state: Schema<'LoveTradeState'>; created_at: number; paid_at: number | null;
};
type GiftRow = { id: number; name: string; pic: string; price_cents: number };
const giftAnswer = (ctx: AppContext, g: GiftRow) => ({ id: g.id, flowername: g.name, flowerpic: abs(ctx, g.pic), price: money(g.price_cents) });

export function closeExpiredLoveOrders(ctx: AppContext): void {
  const n = ctx.db.prepare("UPDATE love_orders SET trade_state = 'CLOSED' WHERE trade_state = 'NOTPAY' AND created_at <= ?").run(ctx.now() - ctx.config.orderTtlSeconds).changes;
  if (n) ctx.cache.bump();
}

const newOrderNumber = (ctx: AppContext) => `LV${fmtTime(ctx.now()).replace(/\D/g, '').slice(0, 12)}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0').slice(-8)}`;

function idempotencyKey(p: Params): string | null {
  const key = strParam(p, 'idempotency_key', '');
  return key === '' ? null : key;
}

/** One order per client key: the first order's number when the same key orders the same thing again. */
function createOrder(ctx: AppContext, userId: number, key: string | null, fields: Omit<OrderRow, 'order_number' | 'user_id' | 'trade_state' | 'created_at' | 'paid_at'>) {
  const order = ctx.db.transaction(() => {
    if (key) {
      const old = ctx.db.prepare('SELECT * FROM love_orders WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as OrderRow | undefined;
      if (old) {
        const same = old.kind === fields.kind && old.target_id === fields.target_id && old.gift_id === fields.gift_id && old.number === fields.number && old.level === fields.level && old.months === fields.months;
        return same ? old : null;
      }
    }
    const orderNumber = newOrderNumber(ctx);
    ctx.db
      .prepare(`INSERT INTO love_orders (order_number, user_id, kind, target_id, gift_id, number, level, months, amount_cents, trade_state, idempotency_key, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'NOTPAY', ?, ?)`)
      .run(orderNumber, userId, fields.kind, fields.target_id, fields.gift_id, fields.number, fields.level, fields.months, fields.amount_cents, key, ctx.now());
    return { order_number: orderNumber, created_at: ctx.now(), amount_cents: fields.amount_cents };
  })();
  if (order === null) throw new ParamError('idempotency_key 已用于另一笔订单');
  // the QR for a desktop, the app's payment page for a phone and the countdown, as gift and mall orders carry
  return ok({ order_number: order.order_number, ...payLinks(ctx, order.order_number, order.created_at), amount: money(order.amount_cents) }, '下单成功');
}

/** A paid membership order starts the level from today, or extends the same level's end date. */
function startMembership(ctx: AppContext, o: OrderRow): void {
  const now = ctx.now();
  const current = ctx.db.prepare('SELECT level, end_at FROM love_memberships WHERE user_id = ?').get(o.user_id) as { level: number; end_at: number } | undefined;
  const from = current && current.level === o.level && current.end_at > now ? current.end_at : now;
  const end = from + (o.months ?? 1) * 30 * DAY;
  ctx.db.prepare('INSERT INTO love_memberships (user_id, level, end_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET level = excluded.level, end_at = excluded.end_at').run(o.user_id, o.level, end);
  ctx.db.prepare('UPDATE love_profiles SET top_until = ? WHERE user_id = ?').run(topUntil(ctx, o.user_id), o.user_id);
}

function titleOf(ctx: AppContext, o: OrderRow): string {
  if (o.kind === 'membership') return `${levelOf(o.level ?? 0)?.name ?? '会员'} ${o.months} 个月`;
  const gift = ctx.db.prepare('SELECT name FROM love_gifts WHERE id = ?').get(o.gift_id) as { name: string } | undefined;
  const to = ctx.db.prepare('SELECT nickname FROM love_profiles WHERE user_id = ?').get(o.target_id) as { nickname: string } | undefined;
  return `赠送 ${o.number} 个${gift?.name ?? '礼物'}给${to?.nickname ?? '会员'}`;
}

/** The simulator's view of love orders (registered with the shared payment simulator). */
export const lovePayable: Payable = {
  load(ctx, orderNumber) {
    const o = ctx.db.prepare('SELECT * FROM love_orders WHERE order_number = ?').get(orderNumber) as OrderRow | undefined;
    return o && { order_number: o.order_number, trade_state: o.trade_state, amount_cents: o.amount_cents, created_at: o.created_at, description: titleOf(ctx, o) };
  },
  transition(ctx, orderNumber, from, to) {
    return ctx.db.transaction(() => {
      const changed = ctx.db
        .prepare(`UPDATE love_orders SET trade_state = ?, paid_at = CASE WHEN ? = 'SUCCESS' THEN ? ELSE paid_at END WHERE order_number = ? AND trade_state IN (${from.map(() => '?').join(',')})`)
        .run(to, to, ctx.now(), orderNumber, ...from).changes;
      const o = ctx.db.prepare('SELECT * FROM love_orders WHERE order_number = ?').get(orderNumber) as OrderRow;
      if (changed && to === 'SUCCESS' && o.kind === 'membership') startMembership(ctx, o);
      return changed;
    })();
  },
  closeExpired: closeExpiredLoveOrders,
};

export const payHandlers = {
  loveGifts(ctx) {
    const rows = ctx.db.prepare('SELECT id, name, pic, price_cents FROM love_gifts ORDER BY sort, id').all() as GiftRow[];
    return ok({ row: rows.map((g) => giftAnswer(ctx, g)) }, '请求成功');
  },

  loveSendGift(ctx, p, req) {
    const me = req.user!.id;
    const number = intParam(p, 'number');
    if (number < 1 || number > 999) throw new ParamError('number 数量须在 1 到 999 之间');
    const key = idempotencyKey(p);
    const other = otherMember(ctx, me, intParam(p, 'id'));
    if ('fail' in other) return other.fail;
    const gift = ctx.db.prepare('SELECT id, price_cents FROM love_gifts WHERE id = ?').get(intParam(p, 'gift')) as GiftRow | undefined;
    if (!gift) return fail(404, '礼物不存在');
    return createOrder(ctx, me, key, { kind: 'gift', target_id: other.row.user_id, gift_id: gift.id, number, level: null, months: null, amount_cents: gift.price_cents * number });
  },

  loveGiftOrders(ctx, p, req) {
    closeExpiredLoveOrders(ctx);
    const me = req.user!.id;
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM love_orders WHERE user_id = ?').get(me) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT * FROM love_orders WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?').all(me, LOVE_PAGE, (Math.max(1, intParam(p, 'page', 1)) - 1) * LOVE_PAGE) as OrderRow[];
    return ok({ lists: rows.map((o) => ({ order_number: o.order_number, kind: o.kind, title: titleOf(ctx, o), amount: money(o.amount_cents), trade_state: o.trade_state, time: fmtTime(o.created_at) })), total }, '请求成功');
  },

  loveMyGifts(ctx, p, req) {
    const me = req.user!.id;
    const where = "love_orders o JOIN love_gifts g ON g.id = o.gift_id WHERE o.kind = 'gift' AND o.target_id = ? AND o.trade_state = 'SUCCESS' AND o.user_id IN (SELECT user_id FROM love_profiles) AND o.user_id NOT IN (SELECT target_id FROM love_blocks WHERE user_id = ?)";
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${where}`).get(me, me) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT o.user_id AS sender, o.number, o.paid_at, g.id, g.name, g.pic, g.price_cents FROM ${where} ORDER BY o.paid_at DESC LIMIT ? OFFSET ?`)
      .all(me, me, LOVE_PAGE, (Math.max(1, intParam(p, 'page', 1)) - 1) * LOVE_PAGE) as (GiftRow & { sender: number; number: number; paid_at: number })[];
    const cards = cardsOf(ctx, rows.map((r) => r.sender));
    return ok({ lists: rows.map((r) => ({ gift: giftAnswer(ctx, r), number: r.number, from: cards.get(r.sender)!, time: fmtTime(r.paid_at) })), total }, '请求成功');
  },

  loveOrderStatus(ctx, p, req) {
    closeExpiredLoveOrders(ctx);
    const row = ctx.db.prepare('SELECT * FROM love_orders WHERE order_number = ?').get(strParam(p, 'order_number')) as OrderRow | undefined;
    if (!row || row.user_id !== req.user!.id) return fail(404, '订单不存在');
    const payable = row.trade_state === 'NOTPAY' || row.trade_state === 'PAYERROR';
    const links = payable ? payLinks(ctx, row.order_number, row.created_at) : { code_url: '', h5_url: '', expires_in: 0 };
    return ok({ trade_state: row.trade_state, kind: row.kind, title: titleOf(ctx, row), amount: money(row.amount_cents), ...links }, '请求成功');
  },

  loveLevels: () =>
    ok({ free_contacts: FREE_CONTACTS, lists: LEVELS.map((l) => ({ level: l.level, name: l.name, contacts: l.contacts, visitors: l.visitors, top: l.top, prices: Object.entries(l.prices).map(([months, cents]) => ({ months: Number(months), price: money(cents) })) })) }, '请求成功'),

  loveBuyMembership(ctx, p, req) {
    const level = levelOf(intParam(p, 'level'));
    if (!level) throw new ParamError('level 请选择会员等级');
    const months = intParam(p, 'months');
    if (!MONTHS.includes(months)) throw new ParamError('months 请选择 1、3、6 或 12 个月');
    const cents = (level.prices as Record<number, number>)[months]!;
    return createOrder(ctx, req.user!.id, idempotencyKey(p), { kind: 'membership', target_id: null, gift_id: null, number: 1, level: level.level, months, amount_cents: cents });
  },
} satisfies Partial<SectionHandlers<'love'>>;
