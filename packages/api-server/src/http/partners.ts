import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PartnerApp, ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import { fail } from './context.js';
import { computeSign } from './sign.js';

/** What the server needs to know about an operation of the contract. */
export interface OperationInfo {
  id: string;
  method: string;
  path: string;
  auth: string;
  /** false for the signing endpoint itself (x-signed: false): not served through the contract's hooks. */
  signed: boolean;
  /** Declared query parameter names (GET). */
  query: Set<string>;
}

export const MSG_PARTNER_FORBIDDEN = '该应用无权调用此接口';
export const MSG_NOT_PARTNER = '该应用不是合作方应用，无法签名';
export const MSG_SIGN_RATE = '签名请求过于频繁，请稍后再试';
export const EMBED_SIGN_PATH = '/embed/sign';
const SIGN_BODY_LIMIT = 8 * 1024;
const MAX_PARAMS = 32;
const MAX_KEY = 64;
const MAX_VALUE = 1024;
const WINDOW_SECONDS = 60;
const MAX_TRACKED_ORIGINS = 10_000;

type Spec = {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: { parameters?: Record<string, { name?: string; in?: string }> };
};

/** operationId → method, path, x-auth, x-signed and query parameter names, read from the bundled contract. */
export function operationTable(specification: Record<string, unknown>): Map<string, OperationInfo> {
  const spec = specification as Spec;
  const table = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op?.operationId !== 'string') continue;
      const query = new Set<string>();
      for (const p of (op.parameters as
        { $ref?: string; name?: string; in?: string }[] | undefined) ?? []) {
        const param = p.$ref ? spec.components?.parameters?.[p.$ref.split('/').pop()!] : p;
        if (param?.in === 'query' && param.name) query.add(param.name);
      }
      table.set(op.operationId, {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        auth: typeof op['x-auth'] === 'string' ? op['x-auth'] : 'none',
        signed: op['x-signed'] !== false,
        query,
      });
    }
  }
  return table;
}

/**
 * Startup check of PARTNER_APPS: every operation exists, is a read (GET) and needs no user session, and no
 * partner appid is also an APP_SECRETS appid (it would escape the operation list).
 */
export function checkPartnerApps(
  config: Pick<ServerConfig, 'partnerApps' | 'appSecrets'>,
  table: Map<string, OperationInfo>,
): void {
  for (const [appid, app] of Object.entries(config.partnerApps)) {
    if (Object.prototype.hasOwnProperty.call(config.appSecrets, appid)) {
      throw new Error(
        `PARTNER_APPS: ${appid} is also in APP_SECRETS; a partner appid must not be a full-access appid`,
      );
    }
    for (const id of app.operations) {
      const op = table.get(id);
      if (!op || !op.signed)
        throw new Error(`PARTNER_APPS: ${appid} lists unknown operation ${id}`);
      if (op.method !== 'GET')
        throw new Error(
          `PARTNER_APPS: ${appid} lists ${id}, a write operation (${op.method}); partner appids are read-only`,
        );
      if (op.auth === 'bearer')
        throw new Error(
          `PARTNER_APPS: ${appid} lists ${id}, which needs a user session; partner appids are read-only`,
        );
    }
  }
}

/** True when `appid` is a partner appid that may not call `operationId` (the api-server then answers code 403). */
export function partnerForbidden(
  partners: Record<string, PartnerApp>,
  appid: string,
  operationId: string | undefined,
): boolean {
  if (!Object.prototype.hasOwnProperty.call(partners, appid)) return false;
  return operationId === undefined || !partners[appid]!.operations.includes(operationId);
}

/** Fixed one-minute window per key; bounded so spoofed Origin headers cannot grow it without limit. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  hit(rawKey: string): number {
    const now = this.now();
    let key = rawKey;
    if (!this.windows.has(key) && this.windows.size >= MAX_TRACKED_ORIGINS) {
      for (const [k, w] of this.windows)
        if (now - w.start >= WINDOW_SECONDS) this.windows.delete(k);
      // still full: unknown keys share one bucket rather than evicting live ones
      if (this.windows.size >= MAX_TRACKED_ORIGINS) key = '\u0000overflow';
    }
    let w = this.windows.get(key);
    if (!w || now - w.start >= WINDOW_SECONDS) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count >= this.limit) return Math.max(1, w.start + WINDOW_SECONDS - now);
    w.count += 1;
    return 0;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type SignAnswer =
  { status: 200; body: { sign: string } } | { status: 400 | 403; body: ReturnType<typeof fail> };

/** Validates a signing request and signs it with the partner's secret. */
export function embedSign(
  body: unknown,
  config: Pick<ServerConfig, 'partnerApps' | 'clockSkewSeconds'>,
  table: Map<string, OperationInfo>,
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
  table: Map<string, OperationInfo>,
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
