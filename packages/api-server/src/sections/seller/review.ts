// The shop's settle-in status, and the reviewer simulator (development only, like the payment simulator):
// a page that approves or refuses a waiting application.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { ok } from '../../http/context.js';
import type { Reviewable } from '../../http/review.js';
import type { SectionHandlers } from '../../http/section.js';
import { shopOf } from './shop.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const STATUS_TEXT = ['未申请', '审核中', '已通过', '未通过'];

export const reviewUrl = (ctx: AppContext, shopId: number) => `${ctx.publicUrl()}/review/sim/shop/${shopId}`;

export const statusHandlers: Pick<SectionHandlers<'seller'>, 'sellerShop'> = {
  sellerShop(ctx, _p, req) {
    const s = shopOf(ctx, req.user!.id);
    if (!s) return ok({ status: 0 as const, shopname: '', reason: '', shop_id: 0, review_url: null }, '请求成功');
    const review = ctx.config.devMode && s.status === 1 ? reviewUrl(ctx, s.id) : null;
    return ok({ status: s.status, shopname: s.name, reason: s.reason, shop_id: s.id, review_url: review }, '请求成功');
  },
};

const page = (title: string, body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:560px;margin:24px auto;padding:0 16px;color:#222}
button{font-size:16px;padding:10px 18px;margin:6px 8px 6px 0}input{font-size:16px;padding:8px;width:100%;box-sizing:border-box}.msg{background:#f0f7ff;padding:8px 12px}.note{color:#666;font-size:14px}</style></head><body>${body}</body></html>`;

/** GET / POST /review/sim/shop/:id — approve, or refuse with a reason the applicant sees. */
export function registerReviewSim(app: FastifyInstance, ctx: AppContext): void {
  const load = (id: string) => ctx.db.prepare('SELECT id, name, contact, phone, address, status, reason FROM mall_shops WHERE id = ?').get(Number(id) || 0) as
    | { id: number; name: string; contact: string; phone: string; address: string; status: number; reason: string }
    | undefined;
  app.get<{ Params: { id: string }; Querystring: { msg?: string } }>('/review/sim/shop/:id', async (req, reply) => {
    const s = load(req.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!s) return reply.code(404).send(page('店铺不存在', '<h1>店铺不存在</h1>'));
    const note = req.query.msg ? `<p class="msg" role="status">${esc(req.query.msg)}</p>` : '';
    const waiting = s.status === 1;
    return reply.send(
      page(
        `模拟审核 - ${s.name}`,
        `<h1>模拟店铺入驻审核</h1>${note}<dl><dt>店铺名称</dt><dd>${esc(s.name)}</dd><dt>联系人</dt><dd>${esc(s.contact)} ${esc(s.phone)}</dd>
<dt>经营地址</dt><dd>${esc(s.address)}</dd><dt>状态</dt><dd class="state" data-status="${s.status}">${STATUS_TEXT[s.status] ?? ''}${s.reason ? `（${esc(s.reason)}）` : ''}</dd></dl>
<form method="post"><button name="action" value="approve"${waiting ? '' : ' disabled'}>审核通过</button></form>
<form method="post"><label>不通过的原因<input name="reason" value="营业执照不清晰"></label><button name="action" value="refuse"${waiting ? '' : ' disabled'}>审核不通过</button></form>
<p class="note">这是开发环境的审核模拟页面；生产环境由平台审核。</p>`,
      ),
    );
  });
  app.post<{ Params: { id: string }; Body: { action?: string; reason?: string } | undefined }>('/review/sim/shop/:id', async (req, reply) => {
    const s = load(req.params.id);
    if (!s) return reply.code(404).type('text/html; charset=utf-8').send(page('店铺不存在', '<h1>店铺不存在</h1>'));
    const action = req.body?.action;
    const reason = String(req.body?.reason ?? '').trim().slice(0, 200) || '资料不完整';
    let msg = '未知操作';
    if (action === 'approve' || action === 'refuse') {
      const changed = ctx.db
        .prepare('UPDATE mall_shops SET status = ?, reason = ? WHERE id = ? AND status = 1')
        .run(action === 'approve' ? 2 : 3, action === 'approve' ? '' : reason, s.id).changes;
      if (changed) ctx.cache.bump();
      msg = changed ? (action === 'approve' ? '已通过审核' : '已驳回申请') : '该申请不在审核中';
    }
    return reply.redirect(`/review/sim/shop/${s.id}?msg=${encodeURIComponent(msg)}`, 303);
  });
}

/** The shops' brand applications in the shared review simulator (/review/sim, development only). */
export const brandReview: Reviewable = {
  kind: 'brand',
  label: '品牌授权',
  waiting: (ctx) =>
    (ctx.db.prepare('SELECT b.id, b.name, s.name AS shop, b.created_at FROM mall_shop_brands b JOIN mall_shops s ON s.id = b.shop_id WHERE b.status = 1 ORDER BY b.created_at, b.id').all() as
      { id: number; name: string; shop: string; created_at: number }[]).map((b) => ({ id: b.id, name: b.name, detail: `店铺：${b.shop}`, created_at: b.created_at })),
  decide: (ctx, id, approve, reason) =>
    ctx.db.prepare('UPDATE mall_shop_brands SET status = ?, reason = ? WHERE id = ? AND status = 1').run(approve ? 2 : 3, approve ? '' : reason, id).changes > 0,
};
