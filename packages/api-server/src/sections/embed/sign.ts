import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../http/config.js';
import type { AppContext } from '../../http/context.js';
import { fail } from '../../http/context.js';
import { MSG_PARTNER_FORBIDDEN, RateLimiter, type OperationInfo } from '../../http/partners.js';
import { computeSign } from '../../http/sign.js';

export const MSG_NOT_PARTNER = '该应用不是合作方应用，无法签名';
export const MSG_SIGN_RATE = '签名请求过于频繁，请稍后再试';
export const EMBED_SIGN_PATH = '/embed/sign';
const SIGN_BODY_LIMIT = 8 * 1024;
const MAX_PARAMS = 32;
const MAX_KEY = 64;
const MAX_VALUE = 1024;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type SignAnswer =
  { status: 200; body: { sign: string } } | { status: 400 | 403; body: ReturnType<typeof fail> };

/** Validates a signing request and signs it with the partner's secret. */
export function embedSign(
  body: unknown,
  config: Pick<ServerConfig, 'partnerApps' | 'clockSkewSeconds'>,
  table: ReadonlyMap<string, OperationInfo>,
  nowSeconds: number,
): SignAnswer {
  const bad = (msg: string): SignAnswer => ({ status: 400, body: fail(400, `参数错误: ${msg}`) });
  const forbidden = (msg: string): SignAnswer => ({ status: 403, body: fail(403, msg) });
  if (!isPlainObject(body)) return bad('请求体必须是 JSON 对象 { operation, params }');
  const extra = Object.keys(body).find((k) => k !== 'operation' && k !== 'params');
  if (extra !== undefined) return bad(`${extra.slice(0, MAX_KEY)} 不是签名接口的字段`);
  const { operation, params } = body;
  if (typeof operation !== 'string' || operation === '' || operation.length > MAX_KEY)
    return bad('operation 必须是接口的 operationId');
  if (!isPlainObject(params)) return bad('params 必须是对象');
  const keys = Object.keys(params);
  if (keys.length > MAX_PARAMS) return bad(`params 最多 ${MAX_PARAMS} 个参数`);
  for (const k of keys) {
    if (k === '' || k.length > MAX_KEY)
      return bad(`params 的参数名长度必须在 1 到 ${MAX_KEY} 之间`);
    const v = params[k];
    if (typeof v !== 'string') return bad(`params.${k} 必须是字符串`);
    if (v.length > MAX_VALUE) return bad(`params.${k} 过长`);
  }
  if (Object.prototype.hasOwnProperty.call(params, 'sign')) return bad('params.sign 不能提交签名');
  const appid = params.appid;
  if (typeof appid !== 'string' || appid === '') return bad('params.appid 不能为空');
  if (!Object.prototype.hasOwnProperty.call(config.partnerApps, appid))
    return forbidden(MSG_NOT_PARTNER);
  const partner = config.partnerApps[appid]!;
  const op = table.get(operation);
  if (!op || !op.signed || op.method !== 'GET' || !partner.operations.includes(operation))
    return forbidden(MSG_PARTNER_FORBIDDEN);
  const timestamp = params.timestamp;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp))
    return bad('params.timestamp 必须是秒级整数');
  if (Math.abs(nowSeconds - Number(timestamp)) > config.clockSkewSeconds)
    return forbidden('签名错误: timestamp 不在允许的时间范围内，请校准时间');
  const undeclared = keys.find((k) => !op.query.has(k));
  if (undeclared !== undefined) return bad(`params.${undeclared} 不是 ${operation} 的参数`);
  return {
    status: 200,
    body: { sign: computeSign(params as Record<string, string>, partner.secret) },
  };
}

/** POST /public/v1/embed/sign: JSON in and out, HTTP statuses for refusals, rate-limited per Origin. */
export async function registerEmbedSign(
  app: FastifyInstance,
  ctx: AppContext,
  prefix: string,
  table: ReadonlyMap<string, OperationInfo>,
): Promise<void> {
  const limiter = new RateLimiter(ctx.config.embedSignRatePerMinute, ctx.now);
  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).header('cache-control', 'no-store').send(body);
  await app.register(async (scope) => {
    scope.setErrorHandler(
      (err: { statusCode?: number; code?: string; message: string }, req, reply) => {
        if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
          const msg =
            err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? '请求体过大'
              : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? '请求体必须是 application/json'
                : '请求体不是有效的 JSON';
          return send(reply, 400, fail(400, `参数错误: ${msg}`));
        }
        ctx.log(`[error] ${req.method} ${prefix}${EMBED_SIGN_PATH} ${err.message}`);
        return send(reply, 500, fail(500, '服务器内部错误'));
      },
    );
    // before the body is parsed, so malformed bodies count too
    scope.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const origin =
        typeof req.headers.origin === 'string' && req.headers.origin !== ''
          ? `origin:${req.headers.origin.slice(0, 256)}`
          : `addr:${req.ip}`;
      const wait = limiter.hit(origin);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        send(reply, 429, fail(429, MSG_SIGN_RATE));
        return;
      }
      done();
    });
    scope.post(
      `${prefix}${EMBED_SIGN_PATH}`,
      { bodyLimit: SIGN_BODY_LIMIT },
      async (req, reply) => {
        if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
          return send(reply, 400, fail(400, '参数错误: 请求体必须是 application/json'));
        }
        const answer = embedSign(req.body, ctx.config, table, ctx.now());
        return send(reply, answer.status, answer.body);
      },
    );
  });
}
