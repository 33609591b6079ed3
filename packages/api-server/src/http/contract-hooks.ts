import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';
import { fail, MSG_SESSION_EXPIRED } from './context.js';
import { paramLimitError } from './limits.js';
import { shadowedKey, undeclaredKey, unflatten, type RouteSchema } from './params.js';
import { MSG_PARTNER_FORBIDDEN, partnerForbidden, type OperationInfo } from './partners.js';
import { guardsReplay, MSG_REPLAY, type ReplayGuard, replayKey } from './replay.js';
import { bearerToken, checkToken, maybeRenew } from './sessions.js';
import { verifySignedParams } from './sign.js';
import { undeclaredText } from './validationText.js';

export interface HookDeps {
  ctx: AppContext;
  /** appid → secret, partner appids included. */
  signingSecrets: Record<string, string>;
  /** `METHOD /public/v1/path` → operationId. */
  operationOfRoute: Map<string, string>;
  /** operationId → what the contract says of it (x-effect decides the replay guard). */
  operations: ReadonlyMap<string, OperationInfo>;
  replays: ReplayGuard;
}

/**
 * The signed parameters of a request: the query of a GET; the form body of a POST, joined by its declared query
 * string (a few operations take both, e.g. daohang/ruzhuDaohang). The signature covers them all.
 */
export function signedParams(req: FastifyRequest): Record<string, unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return (req.query ?? {}) as Record<string, unknown>;
  const body = (req.body ?? {}) as Record<string, unknown>;
  const query = req.query as Record<string, unknown> | undefined;
  return query && Object.keys(query).length ? { ...query, ...body } : body;
}

/** A name sent both in the query string and in the body of a POST (one value would be lost). */
function repeatedKey(req: FastifyRequest): string | undefined {
  const query = req.query as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  if (!query || !body || typeof body !== 'object') return undefined;
  return Object.keys(query).find((k) => Object.prototype.hasOwnProperty.call(body, k));
}

export function mediaType(req: FastifyRequest): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The checks of one contract route, read from its schema once when the route is added. */
export function contractHooks(
  deps: HookDeps,
  method: string,
  url: string,
  schema: RouteSchema | undefined,
) {
  const { ctx, signingSecrets, operationOfRoute, operations, replays } = deps;
  const config = ctx.config;
  const declaredBody = schema?.body?.content;
  const operationId = operationOfRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
  const auth = schema?.['x-auth'] ?? 'none';
  // Before validation: refuse non-form bodies where a form is declared, then check the signature.
  const preValidation = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const isGet = req.method === 'GET';
    if (!isGet && declaredBody && req.body !== undefined && !(mediaType(req) in declaredBody)) {
      reply.send(
        fail(
          400,
          `参数错误: 请求体必须是 ${Object.keys(declaredBody).join(' 或 ')}（收到 ${mediaType(req) || '无 Content-Type'}）`,
        ),
      );
      return;
    }
    const repeated = isGet ? undefined : repeatedKey(req);
    if (repeated !== undefined) {
      reply.send(fail(400, `参数错误: ${repeated} 不能同时出现在查询串和请求体中`));
      return;
    }
    const params = signedParams(req);
    const tooMany = paramLimitError(params);
    if (tooMany) {
      reply.send(fail(400, tooMany));
      return;
    }
    const check = verifySignedParams(
      params,
      signingSecrets,
      config.clockSkewSeconds,
      ctx.now(),
    );
    if (!check.ok) {
      reply.send(fail(401, check.msg));
      return;
    }
    if (partnerForbidden(config.partnerApps, check.appid, operationId)) {
      reply.send(fail(403, MSG_PARTNER_FORBIDDEN));
      return;
    }
    let shadowed: string | undefined;
    if (!isGet && req.body && typeof req.body === 'object') {
      shadowed = shadowedKey(req.body as Record<string, unknown>);
      req.body = unflatten(req.body as Record<string, unknown>);
    }
    // a POST's query string holds only what its operation declares there (most declare nothing)
    const extraQuery = undeclaredKey(schema, 'querystring', req.query, '');
    const extraBody =
      shadowed ?? (!isGet ? undeclaredKey(schema, 'body', req.body, mediaType(req)) : undefined);
    if (extraQuery !== undefined || extraBody !== undefined) {
      reply.send(fail(400, undeclaredText((extraQuery ?? extraBody)!)));
      return;
    }
    done();
  };
  // After validation: who is calling (x-auth from the contract).
  const preHandler = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const result = checkToken(ctx, bearerToken(req.headers.authorization));
    if (result.ok) {
      req.user = result.user;
      req.newToken = maybeRenew(ctx, result.session);
    } else if (auth === 'bearer') {
      reply.send(fail(101, MSG_SESSION_EXPIRED));
      return;
    }
    done();
  };
  // After the caller is known: a signed write is accepted once (refused requests are not remembered).
  const replayCheck = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const key = replayKey(operationId!, signedParams(req), bearerToken(req.headers.authorization));
    if (key !== undefined && replays.seen(key, ctx.now())) {
      reply.send(fail(400, MSG_REPLAY));
      return;
    }
    done();
  };
  const preHandlers = auth === 'none' ? [] : [preHandler];
  if (guardsReplay(operationId === undefined ? undefined : operations.get(operationId)))
    preHandlers.push(replayCheck);
  return { preValidation, preHandlers };
}

export const hookList = <T>(existing: T | T[] | undefined, added: T): T[] =>
  existing === undefined
    ? [added]
    : Array.isArray(existing)
      ? [...existing, added]
      : [existing, added];
