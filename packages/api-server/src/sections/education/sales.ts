// Paid video courseware (x-spec inferred): a member orders it through the payment step gifts use (the
// simulator in development), and once paid the detail answers the video's address; the teacher's order list
// shows gifts and courseware sales together.
import { randomBytes } from 'node:crypto';
import { payLinks } from '../../http/payment.js';
import type { AppContext } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, money, ok, pageOf, PAGE_SIZE } from '../../http/context.js';
import { addPayable } from './paysim.js';
import { asOwner } from './release.js';

/** Whether `userId` may play courseware `id` of teacher `teacherId` priced `cents`: free, the teacher's own, or bought. */
export function mayPlay(ctx: AppContext, id: number, teacherId: number, cents: number, userId: number | undefined): boolean {
  if (cents <= 0) return true;
  if (!userId) return false;
  if (ctx.db.prepare('SELECT 1 FROM teachers WHERE id = ? AND user_id = ?').get(teacherId, userId)) return true;
  return Boolean(ctx.db.prepare("SELECT 1 FROM courseware_orders WHERE courseware_id = ? AND user_id = ? AND trade_state = 'SUCCESS'").get(id, userId));
}

export function closeExpiredCoursewareOrders(ctx: AppContext): number {
  const changes = ctx.db.prepare("UPDATE courseware_orders SET trade_state = 'CLOSED' WHERE trade_state IN ('NOTPAY', 'PAYERROR') AND created_at <= ?").run(ctx.now() - ctx.config.orderTtlSeconds).changes;
  if (changes > 0) ctx.cache.bump();
  return changes;
}

addPayable({
  load(ctx, orderNumber) {
    const o = ctx.db
      .prepare('SELECT o.order_number, o.trade_state, o.amount_cents, o.created_at, c.title, t.realname FROM courseware_orders o JOIN courseware c ON c.id = o.courseware_id JOIN teachers t ON t.id = o.teacher_id WHERE o.order_number = ?')
      .get(orderNumber) as { order_number: string; trade_state: string; amount_cents: number; created_at: number; title: string; realname: string } | undefined;
    return o && { ...o, description: `购买${o.realname}老师的视频课件《${o.title}》` };
  },
  transition(ctx, orderNumber, from, to) {
    return ctx.db
      .prepare(`UPDATE courseware_orders SET trade_state = ?, paid_at = CASE WHEN ? = 'SUCCESS' THEN ? ELSE paid_at END WHERE order_number = ? AND trade_state IN (${from.map(() => '?').join(',')})`)
      .run(to, to, ctx.now(), orderNumber, ...from).changes;
  },
  closeExpired: (ctx) => void closeExpiredCoursewareOrders(ctx),
});

export const salesHandlers: Pick<SectionHandlers<'education'>, 'educationBuyCourseware' | 'educationReleaseOrders'> = {
  educationBuyCourseware(ctx, p, req) {
    const id = intParam(p, 'id');
    const me = req.user!.id;
    const c = ctx.db.prepare('SELECT teacher_id, price_cents FROM courseware WHERE id = ? AND status = 1').get(id) as { teacher_id: number; price_cents: number } | undefined;
    if (!c) return fail(404, '课件不存在');
    if (c.price_cents <= 0) return fail(201, '该课件免费，无需购买');
    if (ctx.db.prepare('SELECT 1 FROM teachers WHERE id = ? AND user_id = ?').get(c.teacher_id, me)) return fail(201, '不能购买自己的课件');
    if (mayPlay(ctx, id, c.teacher_id, c.price_cents, me)) return fail(201, '您已购买该课件');
    const orderNumber = `WZ${fmtTime(ctx.now()).replace(/\D/g, '')}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0').slice(-8)}`;
    ctx.db.prepare("INSERT INTO courseware_orders (order_number, user_id, courseware_id, teacher_id, amount_cents, trade_state, created_at) VALUES (?, ?, ?, ?, ?, 'NOTPAY', ?)").run(orderNumber, me, id, c.teacher_id, c.price_cents, ctx.now());
    return ok({ order_number: orderNumber, ...payLinks(ctx, orderNumber, ctx.now()) }, '下单成功');
  },

  educationReleaseOrders(ctx, p, req) {
    const { offset } = pageOf(p);
    return asOwner(ctx, req.user!.id, [3], (t) => {
      closeExpiredCoursewareOrders(ctx);
      const union = `SELECT o.order_number, COALESCE(NULLIF(u.nickname, ''), u.username) AS buyer, g.flowername || ' × ' || o.number AS what, o.amount_cents, o.trade_state, o.created_at
          FROM orders o JOIN users u ON u.id = o.user_id JOIN gifts g ON g.id = o.gift_id WHERE o.teacher_id = ?
        UNION ALL
        SELECT o.order_number, COALESCE(NULLIF(u.nickname, ''), u.username), '视频课件《' || c.title || '》', o.amount_cents, o.trade_state, o.created_at
          FROM courseware_orders o JOIN users u ON u.id = o.user_id JOIN courseware c ON c.id = o.courseware_id WHERE o.teacher_id = ?`;
      const sum = ctx.db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(trade_state = 'SUCCESS'), 0) AS paid, COALESCE(SUM(CASE WHEN trade_state = 'SUCCESS' THEN amount_cents END), 0) AS cents FROM (${union})`).get(t.id, t.id) as { total: number; paid: number; cents: number };
      const rows = ctx.db.prepare(`SELECT * FROM (${union}) ORDER BY created_at DESC, order_number DESC LIMIT ? OFFSET ?`).all(t.id, t.id, PAGE_SIZE, offset) as { order_number: string; buyer: string; what: string; amount_cents: number; trade_state: Schema<'TradeState'>; created_at: number }[];
      return ok({
        lists: rows.map((r) => ({ order_number: r.order_number, buyer: r.buyer, what: r.what, amount: money(r.amount_cents), trade_state: r.trade_state, inputtime: fmtTime(r.created_at) })),
        total: sum.total,
        paid_count: sum.paid,
        paid_amount: money(sum.cents),
      }, '请求成功');
    });
  },
};
