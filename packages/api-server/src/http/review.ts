// The review simulator of settle-in (入驻) applications, development mode only (as the payment simulator):
// GET /review/sim lists the waiting applications of every kind that registered; POST /review/sim/:kind/:id
// with action=approve|refuse (and reason) decides one. Production points review at the real back office.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { fmtTime } from './context.js';

/** One kind of application a section lets the simulator decide (tour's operators, later market's companies…). */
export interface Reviewable {
  kind: string;
  label: string;
  /** Applications waiting for a decision. */
  waiting(ctx: AppContext): { id: number; name: string; detail: string; created_at: number }[];
  /** Applies the decision; false when the application is not waiting (or unknown). */
  decide(ctx: AppContext, id: number, approve: boolean, reason: string): boolean;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const registered = new WeakMap<FastifyInstance, Reviewable[]>();

const page = (body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟审核</title><style>body{font-family:"Noto Sans CJK SC",sans-serif;background:#f2f4f7;margin:0;padding:16px;color:#1f2d3d}
main{max-width:640px;margin:0 auto}section{background:#fff;border-radius:8px;padding:16px;margin-bottom:12px}h1{font-size:20px}
.msg{padding:8px 12px;background:#fff4e5;border-radius:4px}form{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
input{flex:1;min-width:10em;padding:6px}button{padding:8px 16px;border:0;border-radius:4px}button[value=approve]{background:#07c160;color:#fff}</style>
</head><body><main><h1>模拟审核（开发环境）</h1>${body}</main></body></html>`;

/** Registers a kind with the simulator of this server, adding the simulator's routes the first time. */
export function registerReview(app: FastifyInstance, ctx: AppContext, kind: Reviewable): void {
  const kinds = registered.get(app);
  if (kinds) {
    kinds.push(kind);
    return;
  }
  const list: Reviewable[] = [kind];
  registered.set(app, list);

  app.get<{ Querystring: { msg?: string } }>('/review/sim', async (req, reply) => {
    const note = typeof req.query.msg === 'string' && req.query.msg ? `<p class="msg" role="status">${esc(req.query.msg)}</p>` : '';
    const rows = list.flatMap((k) =>
      k.waiting(ctx).map(
        (a) => `<section><strong>${esc(k.label)}：${esc(a.name)}</strong><div>${esc(a.detail)}</div><small>${fmtTime(a.created_at)}</small>
<form method="post" action="/review/sim/${encodeURIComponent(k.kind)}/${a.id}"><input name="reason" placeholder="驳回原因"><button name="action" value="approve">通过</button><button name="action" value="refuse">驳回</button></form></section>`,
      ),
    );
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(page(note + (rows.join('') || '<section>暂无待审核的申请</section>')));
  });

  app.post<{ Params: { kind: string; id: string }; Body: { action?: string; reason?: string } | undefined }>('/review/sim/:kind/:id', async (req, reply) => {
    const k = list.find((x) => x.kind === req.params.kind);
    const id = Number(req.params.id);
    const action = req.body?.action;
    const reason = String(req.body?.reason ?? '').trim().slice(0, 200);
    let msg: string;
    if (!k || !Number.isSafeInteger(id)) msg = '申请不存在';
    else if (action !== 'approve' && action !== 'refuse') msg = '未知操作';
    else if (action === 'refuse' && !reason) msg = '请填写驳回原因';
    else if (!k.decide(ctx, id, action === 'approve', reason)) msg = '该申请不在待审核状态';
    else {
      ctx.cache.bump();
      msg = action === 'approve' ? '已通过' : '已驳回';
    }
    if (req.headers.accept?.includes('application/json')) return reply.send({ ok: msg === '已通过' || msg === '已驳回', msg });
    return reply.redirect(`/review/sim?msg=${encodeURIComponent(msg)}`, 303);
  });
}
