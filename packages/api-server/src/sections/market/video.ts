// The company video (x-spec inferred). getHwtoken hands a member a short-lived auth token for the cloud video
// service and the service's endpoint (VOD_ENDPOINT; by default this server's simulator). The simulator
// (development mode only, as payment and review are) answers the service's calls with the X-Auth-Token header:
// POST asset (create), GET asset/authority (a one-time upload URL), PUT the bytes, POST asset/status/uploaded
// (the service "transcodes"), GET asset/info (status and play URL); it serves the video to the player.
// saveVideo then puts a published asset on the caller's company.
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, ok, ParamError, strParam } from '../../http/context.js';

const TOKEN_TTL = 3600;
const MAX_BYTES = 20 * 1024 * 1024;
export const VOD_PATH = '/market/vod';
const COVER = '/media/img/photo/market-video-cover.svg';
type Asset = { id: string; user_id: number; title: string; status: 'CREATED' | 'UPLOADED' | 'PUBLISHED'; upload_sig: string; file: string; mime: string; size: number };

let dir: string | undefined;
function vodDir(ctx: AppContext): string {
  if (dir) return dir;
  const db = ctx.config.dbPath;
  dir = db !== ':memory:' && !db.startsWith('file:') ? join(dirname(resolve(db)), 'vod') : mkdtempSync(join(tmpdir(), 'wz-vod-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}
const endpoint = (ctx: AppContext, prefix: string) => process.env.VOD_ENDPOINT || `${ctx.publicUrl()}${prefix}${VOD_PATH}`;
const playPath = (prefix: string, id: string) => `${prefix}${VOD_PATH}/play/${id}`;

/** The API's prefix (the simulator's play URLs are this server's). */
const PREFIX = '/public/v1';

export const videoHandlers: Pick<SectionHandlers<'market'>, 'marketGetHwtoken' | 'marketSaveVideo'> = {
  marketGetHwtoken(ctx, _p, req) {
    const token = randomBytes(24).toString('hex');
    const now = ctx.now();
    ctx.db.prepare('DELETE FROM market_vod_tokens WHERE expires_at < ?').run(now);
    ctx.db.prepare('INSERT INTO market_vod_tokens (token, user_id, expires_at) VALUES (?, ?, ?)').run(token, req.user!.id, now + TOKEN_TTL);
    return ok({ token, endpoint: endpoint(ctx, PREFIX), expires_in: TOKEN_TTL }, '请求成功');
  },

  marketSaveVideo(ctx, p, req) {
    const me = req.user!.id;
    const id = strParam(p, 'asset_id', '').trim();
    if (!/^[0-9a-f]{32}$/.test(id)) throw new ParamError('asset_id 请先上传视频');
    const company = ctx.db.prepare('SELECT id FROM market_companies WHERE user_id = ?').get(me) as { id: number } | undefined;
    if (!company) return fail(201, '入驻审核通过后才能管理企业页面');
    const a = ctx.db.prepare('SELECT * FROM market_vod_assets WHERE id = ? AND user_id = ?').get(id, me) as Asset | undefined;
    if (!a) return fail(404, '视频不存在');
    if (a.status !== 'PUBLISHED') return fail(201, '视频还在转码中，请稍后再保存');
    ctx.db.prepare('UPDATE market_companies SET video = ?, updated_at = ? WHERE id = ?').run(`${a.id}|${playPath(PREFIX, a.id)}|${COVER}`, ctx.now(), company.id);
    return ok(null, '保存成功');
  },
};

/** The service's answers: JSON with an HTTP status, as the cloud service does (not the portal's envelope). */
const answer = (reply: FastifyReply, status: number, body: object) => reply.code(status).header('cache-control', 'no-store').send(body);
const refuse = (reply: FastifyReply, status: number, code: string, msg: string) => answer(reply, status, { error_code: code, error_msg: msg });

function caller(ctx: AppContext, req: FastifyRequest): number | undefined {
  const token = req.headers['x-auth-token'];
  if (typeof token !== 'string') return undefined;
  const row = ctx.db.prepare('SELECT user_id FROM market_vod_tokens WHERE token = ? AND expires_at >= ?').get(token, ctx.now()) as { user_id: number } | undefined;
  return row?.user_id;
}
const assetOf = (ctx: AppContext, id: unknown, userId: number) =>
  typeof id === 'string' ? (ctx.db.prepare('SELECT * FROM market_vod_assets WHERE id = ? AND user_id = ?').get(id, userId) as Asset | undefined) : undefined;
const info = (ctx: AppContext, prefix: string, a: Asset) => ({
  asset_id: a.id, title: a.title, status: a.status, size: a.size,
  play_url: a.status === 'PUBLISHED' ? `${ctx.publicUrl()}${playPath(prefix, a.id)}` : '', cover_url: a.status === 'PUBLISHED' ? `${ctx.publicUrl()}${COVER}` : '',
});
const isVideo = (b: Buffer) => (b.length > 12 && b.subarray(4, 8).toString('latin1') === 'ftyp' ? 'video/mp4' : b.length > 4 && b.readUInt32BE(0) === 0x1a45dfa3 ? 'video/webm' : '');

/** The simulator's routes (development mode only). */
export async function registerVideoSimulator(app: FastifyInstance, ctx: AppContext, prefix: string): Promise<void> {
  const base = `${prefix}${VOD_PATH}`;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BYTES }, (_req, body, done) => done(null, body));
    const json = (req: FastifyRequest): Record<string, unknown> => {
      try {
        return req.body instanceof Buffer && req.body.length ? (JSON.parse(req.body.toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    };
    scope.post(`${base}/asset`, (req, reply) => {
      const me = caller(ctx, req);
      if (!me) return refuse(reply, 401, 'VOD.10001', '认证失败，请重新获取 token');
      const title = String(json(req).title ?? '').trim();
      if (title.length < 1 || title.length > 40) return refuse(reply, 400, 'VOD.10002', '视频标题 1–40 个字');
      const id = randomBytes(16).toString('hex');
      ctx.db.prepare("INSERT INTO market_vod_assets (id, user_id, title, status, upload_sig, created_at) VALUES (?, ?, ?, 'CREATED', ?, ?)").run(id, me, title, randomBytes(16).toString('hex'), ctx.now());
      return answer(reply, 200, { asset_id: id });
    });
    scope.get<{ Querystring: { asset_id?: string } }>(`${base}/asset/authority`, (req, reply) => {
      const me = caller(ctx, req);
      if (!me) return refuse(reply, 401, 'VOD.10001', '认证失败，请重新获取 token');
      const a = assetOf(ctx, req.query.asset_id, me);
      if (!a) return refuse(reply, 404, 'VOD.10003', '视频不存在');
      if (a.status !== 'CREATED') return refuse(reply, 400, 'VOD.10004', '视频已上传');
      return answer(reply, 200, { asset_id: a.id, upload_url: `${ctx.publicUrl()}${base}/bytes/${a.id}?sig=${a.upload_sig}`, method: 'PUT' });
    });
    scope.put<{ Params: { id: string }; Querystring: { sig?: string } }>(`${base}/bytes/:id`, (req, reply) => {
      const a = ctx.db.prepare("SELECT * FROM market_vod_assets WHERE id = ? AND status = 'CREATED'").get(req.params.id) as Asset | undefined;
      if (!a || req.query.sig !== a.upload_sig) return refuse(reply, 403, 'VOD.10005', '上传地址无效或已使用');
      const body = req.body instanceof Buffer ? req.body : Buffer.alloc(0);
      const mime = isVideo(body);
      if (!mime) return refuse(reply, 400, 'VOD.10006', '请上传 MP4 或 WebM 视频');
      const file = join(vodDir(ctx), a.id);
      writeFileSync(file, body);
      ctx.db.prepare("UPDATE market_vod_assets SET status = 'UPLOADED', file = ?, mime = ?, size = ?, upload_sig = '' WHERE id = ?").run(file, mime, body.length, a.id);
      return answer(reply, 200, { asset_id: a.id, size: body.length });
    });
    scope.post(`${base}/asset/status/uploaded`, (req, reply) => {
      const me = caller(ctx, req);
      if (!me) return refuse(reply, 401, 'VOD.10001', '认证失败，请重新获取 token');
      const a = assetOf(ctx, json(req).asset_id, me);
      if (!a) return refuse(reply, 404, 'VOD.10003', '视频不存在');
      if (a.status === 'CREATED') return refuse(reply, 400, 'VOD.10007', '视频还没有上传');
      // the simulated service transcodes at once
      ctx.db.prepare("UPDATE market_vod_assets SET status = 'PUBLISHED' WHERE id = ?").run(a.id);
      return answer(reply, 200, { asset_id: a.id, status: 'PUBLISHED' });
    });
    scope.get<{ Querystring: { asset_id?: string } }>(`${base}/asset/info`, (req, reply) => {
      const me = caller(ctx, req);
      if (!me) return refuse(reply, 401, 'VOD.10001', '认证失败，请重新获取 token');
      const a = assetOf(ctx, req.query.asset_id, me);
      return a ? answer(reply, 200, info(ctx, prefix, a)) : refuse(reply, 404, 'VOD.10003', '视频不存在');
    });
    scope.get<{ Params: { id: string } }>(`${base}/play/:id`, (req, reply) => {
      const a = ctx.db.prepare("SELECT * FROM market_vod_assets WHERE id = ? AND status = 'PUBLISHED'").get(req.params.id) as Asset | undefined;
      if (!a) return refuse(reply, 404, 'VOD.10003', '视频不存在');
      return reply.header('content-type', a.mime).header('content-length', a.size).header('accept-ranges', 'none').header('cache-control', 'public, max-age=3600').send(createReadStream(a.file));
    });
  });
  app.addHook('onClose', async () => {
    if (dir && dir.includes('wz-vod-')) rmSync(dir, { recursive: true, force: true });
  });
}
