import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { fmtTime, money } from '../../http/context.js';
import { closeExpiredOrders } from './orders.js';

const STATE_TEXT: Record<string, string> = {
  SUCCESS: '支付已完成',
  REFUND: '订单已转入退款',
  NOTPAY: '订单未支付',
  CLOSED: '订单已关闭',
  PAYERROR: '支付失败，请稍后重试',
};

/** action → [states it may start from, resulting state] */
const TRANSITIONS: Record<string, [string[], string]> = {
  pay: [['NOTPAY', 'PAYERROR'], 'SUCCESS'],
  fail: [['NOTPAY'], 'PAYERROR'],
  close: [['NOTPAY', 'PAYERROR'], 'CLOSED'],
  refund: [['SUCCESS'], 'REFUND'],
};

const ACTION_TEXT: Record<string, string> = { pay: '确认支付', fail: '模拟支付失败', close: '关闭订单', refund: '申请退款' };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** What the simulator shows of an order. */
export type PayView = { order_number: string; trade_state: string; amount_cents: number; created_at: number; description: string };

/** An order kind the simulator can pay (gift orders here; the mall adds its own with addPayable). */
export interface Payable {
  /** The order, or undefined when the number is not one of this kind. */
  load(ctx: AppContext, orderNumber: string): PayView | undefined;
  /** Moves the order to `to` if it is in one of `from`; the number of orders changed (0 or 1). */
  transition(ctx: AppContext, orderNumber: string, from: string[], to: string): number;
  /** Closes this kind's unpaid orders past their time. */
  closeExpired(ctx: AppContext): void;
}

const giftOrders: Payable = {
  load(ctx, orderNumber) {
    const o = ctx.db
      .prepare(`SELECT o.order_number, o.trade_state, o.number, o.amount_cents, o.created_at, g.flowername, t.realname
        FROM orders o JOIN gifts g ON g.id = o.gift_id JOIN teachers t ON t.id = o.teacher_id WHERE o.order_number = ?`)
      .get(orderNumber) as { order_number: string; trade_state: string; number: number; amount_cents: number; created_at: number; flowername: string; realname: string } | undefined;
    return o && { ...o, description: `赠送 ${o.number} 个${o.flowername}给${o.realname}老师` };
  },
  transition(ctx, orderNumber, from, to) {
    return ctx.db
      .prepare(`UPDATE orders SET trade_state = ?, paid_at = CASE WHEN ? = 'SUCCESS' THEN ? ELSE paid_at END
        WHERE order_number = ? AND trade_state IN (${from.map(() => '?').join(',')})`)
      .run(to, to, ctx.now(), orderNumber, ...from).changes;
  },
  closeExpired: (ctx) => void closeExpiredOrders(ctx),
};

const payables: Payable[] = [giftOrders];

/** Lets the simulator pay another kind of order (registered once, at import). */
export function addPayable(kind: Payable): void {
  if (!payables.includes(kind)) payables.push(kind);
}

function loadOrder(ctx: AppContext, orderNumber: string): { view: PayView; kind: Payable } | undefined {
  for (const kind of payables) {
    kind.closeExpired(ctx);
    const view = kind.load(ctx, orderNumber);
    if (view) return { view, kind };
  }
  return undefined;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="data:,"><style>
body{font-family:"Noto Sans CJK SC","PingFang SC",sans-serif;background:#f2f4f7;margin:0;padding:24px;color:#1f2d3d}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:6em 1fr;gap:8px 12px;margin:0 0 20px}dt{color:#667}dd{margin:0}
.state{font-weight:700}.msg{padding:8px 12px;background:#fff4e5;border-radius:4px;margin-bottom:16px}
form{display:inline}button{font-size:15px;margin:0 8px 8px 0;padding:8px 16px;border:0;border-radius:4px;cursor:pointer;background:#e4e7ed}
button[value=pay]{background:#07c160;color:#fff}button:disabled{opacity:.4;cursor:not-allowed}.note{color:#889;font-size:13px;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
}

/** Where a phone's payer goes back to: an absolute http(s) URL, or none. */
function returnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function registerPaySim(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { order: string }; Querystring: { msg?: string; channel?: string; return?: string } }>('/pay/sim/:order', async (req, reply) => {
    const found = loadOrder(ctx, req.params.order);
    const o = found?.view;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!o) return reply.code(404).send(page('订单不存在', '<h1>订单不存在</h1><p>请检查订单号是否正确。</p>'));
    const note = typeof req.query.msg === 'string' && req.query.msg ? `<p class="msg" role="status">${esc(req.query.msg)}</p>` : '';
    // A phone's payment (h5_url): the payer goes back to the portal's page once the order has moved.
    const returnTo = returnUrl(req.query.return);
    const back = returnTo ? `<input type="hidden" name="return" value="${esc(returnTo)}">` : '';
    const buttons = Object.entries(ACTION_TEXT)
      .map(([action, text]) => {
        const allowed = TRANSITIONS[action]![0].includes(o.trade_state);
        return `<form method="post" action="/pay/sim/${encodeURIComponent(o.order_number)}">${back}<button name="action" value="${action}"${allowed ? '' : ' disabled'}>${text}</button></form>`;
      })
      .join('');
    return reply.send(
      page(
        `模拟支付 - ${o.order_number}`,
        `<h1>${req.query.channel === 'h5' ? '模拟手机支付（H5）' : '模拟支付收银台'}</h1>${note}<dl><dt>订单号</dt><dd>${esc(o.order_number)}</dd><dt>商品</dt><dd>${esc(o.description)}</dd>
<dt>金额</dt><dd>¥ ${money(o.amount_cents)}</dd><dt>下单时间</dt><dd>${fmtTime(o.created_at)}</dd>
<dt>状态</dt><dd class="state" data-state="${o.trade_state}">${STATE_TEXT[o.trade_state] ?? '未知支付状态'}（${o.trade_state}）</dd></dl>${buttons}
<p class="note">这是开发环境的支付模拟页面，不会产生真实扣款。未支付订单将在 ${Math.round(ctx.config.orderTtlSeconds / 60)} 分钟后自动关闭。</p>`,
      ),
    );
  });

  app.post<{ Params: { order: string }; Body: { action?: string; return?: string } | undefined }>('/pay/sim/:order', async (req, reply) => {
    const action = typeof req.body?.action === 'string' ? req.body.action : '';
    const t = TRANSITIONS[action];
    const found = loadOrder(ctx, req.params.order);
    if (!found) return reply.code(404).type('text/html; charset=utf-8').send(page('订单不存在', '<h1>订单不存在</h1>'));
    const o = found.view;
    let msg: string;
    if (!t) msg = '未知操作';
    else {
      const [from, to] = t;
      const changed = found.kind.transition(ctx, o.order_number, from, to);
      if (changed) ctx.cache.bump();
      const returnTo = returnUrl(req.body?.return);
      if (changed && returnTo) {
        const url = new URL(returnTo);
        url.searchParams.set('order_number', o.order_number);
        return reply.redirect(url.href, 303);
      }
      msg = changed ? `操作成功：${STATE_TEXT[to]}` : `当前状态（${STATE_TEXT[o.trade_state]}）不能执行该操作`;
    }
    return reply.redirect(`/pay/sim/${encodeURIComponent(o.order_number)}?msg=${encodeURIComponent(msg)}`, 303);
  });
}
