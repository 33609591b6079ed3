import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../../http/context.js';
import { createSession } from '../../http/sessions.js';

/** Development-only helpers (DEV_ENDPOINTS=1): read the last SMS code, confirm a QR login. Not part of the OpenAPI. */
export function registerDevEndpoints(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { phone?: string } }>('/dev/sms', async (req) => {
    const phone = req.query.phone ?? '';
    const row = ctx.db.prepare('SELECT code, scene, created_at FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as
      | { code: string; scene: string; created_at: number }
      | undefined;
    if (!row) return { code: 404, msg: '没有该手机号的验证码', data: null };
    return { code: 200, msg: 'success', data: { phone, code: row.code, scene: row.scene, created_at: row.created_at } };
  });

  app.post<{ Params: { key: string }; Querystring: { username?: string } }>('/dev/qrlogin/:key', async (req) => {
    const username = req.query.username ?? '';
    const user = ctx.db.prepare('SELECT id, username, nickname, phone, avatar FROM users WHERE username = ? OR phone = ?').get(username, username) as SessionUser | undefined;
    if (!user) return { code: 404, msg: '用户不存在', data: null };
    const row = ctx.db.prepare('SELECT status, expires_at FROM qr_logins WHERE key = ?').get(req.params.key) as { status: number; expires_at: number } | undefined;
    if (!row) return { code: 404, msg: '二维码不存在', data: null };
    if (row.expires_at <= ctx.now()) return { code: 201, msg: '二维码已过期', data: null };
    const { token } = createSession(ctx, user.id);
    ctx.db.prepare('UPDATE qr_logins SET status = 2, user_id = ?, token = ? WHERE key = ?').run(user.id, token, req.params.key);
    ctx.cache.bump();
    return { code: 200, msg: 'success', data: { status: 2 } };
  });
}
