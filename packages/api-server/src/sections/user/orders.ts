import type { OperationHandler } from '../../http/section.js';
import { fmtTime, money, ok, PAGE_SIZE, pageOf } from '../../http/context.js';

const STATES = ['NOTPAY', 'SUCCESS', 'CLOSED', 'REFUND', 'PAYERROR'] as const;
type State = (typeof STATES)[number];

type Row = {
  order_number: string;
  teacher_id: number;
  teachername: string;
  flowername: string;
  number: number;
  amount_cents: number;
  trade_state: State;
  created_at: number;
};

/** userGiftOrders: the caller's own gift orders, one trade state or all, newest first, with counts per state. */
export const userGiftOrders: OperationHandler<'userGiftOrders'> = (ctx, p, req) => {
  const me = req.user!.id;
  const status = STATES.find((s) => s === p.status);
  const { offset } = pageOf(p);
  const where = status ? 'o.user_id = ? AND o.trade_state = ?' : 'o.user_id = ?';
  const args: unknown[] = status ? [me, status] : [me];
  const rows = ctx.db
    .prepare(
      `SELECT o.order_number, o.teacher_id, t.realname AS teachername, g.flowername, o.number, o.amount_cents, o.trade_state, o.created_at
       FROM orders o JOIN teachers t ON t.id = o.teacher_id JOIN gifts g ON g.id = o.gift_id
       WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, PAGE_SIZE, offset) as Row[];
  const byState = ctx.db
    .prepare('SELECT trade_state, COUNT(*) AS n FROM orders WHERE user_id = ? GROUP BY trade_state')
    .all(me) as { trade_state: State; n: number }[];
  const counts = { all: 0, NOTPAY: 0, SUCCESS: 0, CLOSED: 0, REFUND: 0, PAYERROR: 0 };
  for (const c of byState) {
    counts[c.trade_state] = c.n;
    counts.all += c.n;
  }
  return ok({
    lists: rows.map((r) => ({
      order_number: r.order_number,
      teacher_id: r.teacher_id,
      teachername: r.teachername,
      flowername: r.flowername,
      number: r.number,
      amount: money(r.amount_cents),
      trade_state: r.trade_state,
      inputtime: fmtTime(r.created_at),
    })),
    total: status ? counts[status] : counts.all,
    counts,
  });
};
