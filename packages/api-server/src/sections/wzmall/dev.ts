import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';

/**
 * Development-only (DEV_ENDPOINTS=1), until the seller centre exists: ship a paid order, and move a
 * snap-up's start (the e2e waits for a countdown). Not part of the OpenAPI.
 */
export function registerMallDev(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { order: string } }>('/dev/mall/ship/:order', async (req) => {
    const o = ctx.db.prepare('SELECT id FROM mall_orders WHERE order_number = ? AND status = 2').get(req.params.order) as { id: number } | undefined;
    if (!o) return { code: 201, msg: '订单不是待发货状态', data: null };
    ctx.db.prepare('UPDATE mall_orders SET status = 3 WHERE id = ?').run(o.id);
    ctx.db.prepare('INSERT INTO mall_order_log (order_id, status, text, created_at) VALUES (?, 3, ?, ?)').run(o.id, '商家已发货', ctx.now());
    ctx.cache.bump();
    return { code: 200, msg: 'success', data: null };
  });

  app.post<{ Params: { id: string }; Querystring: { starts_in?: string; stock?: string } }>('/dev/mall/snapup/:id', async (req) => {
    const startsIn = Number(req.query.starts_in ?? 0);
    const changed = ctx.db
      .prepare('UPDATE mall_snapups SET start_at = ?, end_at = MAX(end_at, ? + 86400), stock = COALESCE(?, stock) WHERE id = ?')
      .run(ctx.now() + startsIn, ctx.now() + startsIn, req.query.stock === undefined ? null : Number(req.query.stock), Number(req.params.id)).changes;
    ctx.db.prepare('DELETE FROM mall_appointments WHERE snapup_id = ?').run(Number(req.params.id));
    ctx.cache.bump();
    return changed ? { code: 200, msg: 'success', data: null } : { code: 404, msg: '抢购活动不存在', data: null };
  });
}
