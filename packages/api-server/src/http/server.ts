import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import formbody from '@fastify/formbody';
import openapiGlue from 'fastify-openapi-glue';
import { resolveConfig, type ServerConfig, type ServerOptions } from './config.js';
import type { AppContext, Envelope, Handler } from './context.js';
import { fail, paramFail } from './context.js';
import { openDatabase, type DB, type SectionMigrations } from '../db/index.js';
import { checkPartnerApps, operationTable } from './partners.js';
import type { AnySection } from './section.js';
import { deleteExpiredSessions } from './sessions.js';
import { contractHooks, hookList, mediaType, signedParams } from './contract-hooks.js';
import { answerClientError, formParser } from './limits.js';
import { validationText, type SchemaError } from './validationText.js';
import { requestValidator } from './validator.js';
import type { RouteSchema } from './params.js';
import { ReplayGuard } from './replay.js';
import { ViewCounter } from './views.js';
import { cacheKey, ReadCache } from './cache.js';
import { SearchIndex } from './search.js';
import { AnswerSerializers, type Serialize } from './serializers.js';
import { pooledOperations, ReadPool, readerEntry } from './readers.js';
import { logRequests } from './request-log.js';

export { unflatten } from './params.js';

export const API_PREFIX = '/public/v1';
const BODY_LIMIT = 256 * 1024;

/** Every operationId of the given sections mapped to its implementation (an id in two sections is an error). */
export function handlerTable(sections: readonly AnySection[]): Record<string, Handler> {
  const table: Record<string, Handler> = {};
  for (const section of sections)
    for (const [id, impl] of Object.entries<Handler>(section.handlers as Record<string, Handler>)) {
      if (Object.prototype.hasOwnProperty.call(table, id))
        throw new Error(`operation ${id} has handlers in two sections`);
      table[id] = impl;
    }
  return table;
}

/** The sections' migrations, in the sections' order. */
export function migrationsOf(sections: readonly AnySection[]): SectionMigrations[] {
  return sections.map((s) => ({ section: s.key, migrations: s.migrations ?? [] }));
}

/** What the server is made of: the sections and how an empty database is filled. */
export interface Assembly {
  sections: readonly AnySection[];
  /** The sections' handler table, when the caller keeps one (default: handlerTable(sections)). */
  handlers?: Record<string, Handler>;
  seed: (db: DB) => unknown;
  /** Media routes (covers, avatars, the sample video), registered before the sections' routes. */
  media: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
}

export interface CreateServerOptions extends ServerOptions {
  /** The bundled OpenAPI document; defaults to the copy shipped in dist/ (or openapi/dist in the repo). */
  specification?: Record<string, unknown>;
  /** Clock in unix seconds (tests move time forward to expire tokens and orders). */
  clock?: () => number;
  /** Receives the request lines (when logRequests is on), SMS codes and errors; default: stdout / stderr. */
  log?: (line: string) => void;
  /** Checks every answer of the compiled serializers against JSON.stringify (tests; costs time). */
  verifySerializers?: boolean;
  /**
   * An in-memory database opened from this image (`db.serialize()`) instead of `dbPath`: tests start every
   * server from one migrated, seeded image rather than migrating and seeding each time.
   */
  dbImage?: Buffer;
}

export interface ApiServer {
  app: FastifyInstance;
  db: DB;
  config: ServerConfig;
  ctx: AppContext;
  /** Reader threads answering the pooled list reads (0: they are read on the main thread). */
  readers: number;
  /** Base URL once listening, e.g. http://127.0.0.1:8787. */
  url: string | undefined;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Finds the bundled OpenAPI document: next to the built file, in src/generated, or in the repo's openapi/dist. */
export function loadSpecification(): Record<string, unknown> {
  const candidates = [
    './openapi.bundled.json',
    '../generated/openapi.bundled.json',
    '../../../../openapi/dist/openapi.bundled.json',
    '../../../openapi/dist/openapi.bundled.json',
  ];
  for (const rel of candidates) {
    const path = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  }
  throw new Error(
    'openapi.bundled.json not found: run `pnpm --filter @wz/openapi generate` then build @wz/api-server',
  );
}

export async function assembleServer(
  assembly: Assembly,
  options: CreateServerOptions = {},
): Promise<ApiServer> {
  const handlers = assembly.handlers ?? handlerTable(assembly.sections);
  const { specification, clock, log: logOpt, verifySerializers, dbImage, ...rest } = options;
  const config = resolveConfig(rest);
  const spec = specification ?? loadSpecification();
  const operationsById = operationTable(spec);
  checkPartnerApps(config, operationsById);
  // partner secrets sign only for their own appid; which operations they reach is checked per request
  const signingSecrets: Record<string, string> = { ...config.appSecrets };
  for (const [appid, app] of Object.entries(config.partnerApps)) signingSecrets[appid] = app.secret;
  const operationOfRoute = new Map<string, string>();
  for (const op of operationsById.values())
    operationOfRoute.set(`${op.method} ${API_PREFIX}${op.path}`, op.id);
  const db = openDatabase(dbImage ?? config.dbPath, migrationsOf(assembly.sections));
  // events (SMS codes, errors) are always written; request lines only when logRequests is on
  const event =
    logOpt ??
    ((line: string) =>
      (line.startsWith('[error]') ? process.stderr : process.stdout).write(`${line}\n`));
  const write = logOpt ?? (config.logRequests ? event : () => undefined);
  let url: string | undefined;
  const search = new SearchIndex(
    db,
    assembly.sections.flatMap((s) => s.search ?? []),
  );
  // every write path bumps the data version: the rows it changed are re-indexed first
  const cache = new ReadCache(undefined, () => search.flush());
  const replays = new ReplayGuard(config.clockSkewSeconds);

  const ctx: AppContext = {
    db,
    config,
    now: clock ?? (() => Math.floor(Date.now() / 1000)),
    publicUrl: () =>
      (config.publicUrl ?? url ?? `http://localhost:${config.port}`).replace(/\/$/, ''),
    log: event,
    views: new ViewCounter(db, () => cache.bump()),
    cache,
    search,
  };

  if (config.seed) assembly.seed(db);
  search.start();

  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    clientErrorHandler: answerClientError,
    // req.ip is the X-Forwarded-For client only behind a configured proxy
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
  });
  app.setValidatorCompiler(requestValidator());
  // Responses are built by the handlers as plain envelopes; the contract tests validate them against the schema.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // the same, without looking up the route's response schema by status and content type on every reply
  app.setReplySerializer((data) => JSON.stringify(data));

  // CORS: the portal and partner pages are served from other origins and send Authorization.
  // (hooks use the callback style: cheaper per request than async hooks)
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    reply.header('access-control-allow-origin', origin ?? '*');
    if (origin) reply.header('vary', 'Origin');
    if (req.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, OPTIONS')
        .header(
          'access-control-allow-headers',
          req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
        )
        .header('access-control-max-age', '600');
      reply.code(204).send();
      return;
    }
    done();
  });

  if (logOpt || config.logRequests) logRequests(app, write);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err.validation)
      return reply.code(200).send(fail(400, validationText(err.validation as SchemaError[])));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send(fail(413, '请求体过大'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(200)
        .send(
          fail(
            400,
            `参数错误: 不支持的 Content-Type ${mediaType(req) || '(无)'}，请使用 application/x-www-form-urlencoded`,
          ),
        );
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(200).send(fail(400, '参数错误: 请求格式不正确'));
    ctx.log(`[error] ${req.method} ${req.url.split('?')[0]} ${err.stack ?? err.message}`);
    return reply.code(500).send(fail(500, '服务器内部错误'));
  });

  app.setNotFoundHandler((req, reply) => reply.code(404).send(fail(404, '接口不存在')));

  await app.register(formbody, { parser: formParser });
  await assembly.media(app, ctx);
  const sectionEnv = { ctx, prefix: API_PREFIX, operations: operationsById };
  for (const section of assembly.sections) await section.register?.(app, sectionEnv);
  // the signing endpoint is not a signed envelope call: keep it out of the contract's routes and hooks
  const signedPaths = Object.fromEntries(
    Object.entries(
      (spec.paths ?? {}) as Record<string, Record<string, { 'x-signed'?: boolean }>>,
    ).filter(([, item]) => Object.values(item).every((op) => op?.['x-signed'] !== false)),
  );
  const gluedSpec = { ...spec, paths: signedPaths };
  const JSON_TYPE = 'application/json; charset=utf-8';
  const serviceHandlers: Record<
    string,
    (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | undefined
  > = {};
  const pooled = pooledOperations(assembly.sections, operationsById);
  // a test's clock cannot cross to another thread, nor can an in-memory database
  const entry =
    config.readWorkers > 0 && !clock && !dbImage && config.dbPath !== ':memory:'
      ? readerEntry()
      : undefined;
  const pool =
    entry && pooled.size
      ? new ReadPool(
          config.readWorkers,
          entry,
          {
            dbPath: config.dbPath,
            config,
            specification: spec,
            verifySerializers: verifySerializers ?? false,
          },
          event,
        )
      : undefined;
  /** Runs a handler; synchronous handlers (most reads) answer without a promise. */
  const run = (
    impl: Handler,
    params: Record<string, unknown>,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Envelope | Promise<Envelope> => {
    let result: Envelope | Promise<Envelope>;
    try {
      result = impl(ctx, params, req, reply);
    } catch (e) {
      return paramFail(e);
    }
    return result instanceof Promise ? result.catch(paramFail) : result;
  };
  const serializers = new AnswerSerializers(spec, verifySerializers);
  const answer = (
    env: Envelope,
    req: FastifyRequest,
    reply: FastifyReply,
    writes: boolean,
    serialize: Serialize,
  ): void => {
    // the contract marks writes (some are GETs): drop cached answers
    if (writes) cache.bump();
    if (req.newToken && env.code !== 101) env = { ...env, newtoken: req.newToken };
    reply.header('content-type', JSON_TYPE).send(serialize(env));
  };
  // cacheable reads need no caller, so no newtoken: the stored bytes fit every later caller
  const store = (env: Envelope, key: string, reply: FastifyReply, serialize: Serialize): void => {
    const body = Buffer.from(serialize(env), 'utf8');
    if (env.code === 200) cache.set(key, body);
    reply.header('content-type', JSON_TYPE).send(body);
  };
  for (const [operationId, impl] of Object.entries(handlers)) {
    const op = operationsById.get(operationId);
    if (!op) throw new Error(`handler ${operationId} has no operation in the contract`);
    const writes = op.effect === 'write';
    const cacheable = op.cache && op.effect === 'read' && op.auth === 'none';
    const templated = op.path.includes('{');
    const serialize = serializers.of(operationId);
    const onPool = pool && pooled.has(operationId) ? pool : undefined;
    serviceHandlers[operationId] = (req, reply) => {
      // GET reads the (signed, validated) query; POST the (signed, validated) form body and its declared query
      const own = signedParams(req);
      // path parameters (`/home/new_building_details/{id}`) join the signed ones under their names
      const params = templated ? { ...(req.params as Record<string, unknown>), ...own } : own;
      const key = cacheable ? cacheKey(operationId, params) : undefined;
      if (key !== undefined) {
        const body = cache.get(key);
        // a hit answers with the bytes encoded when it was cached
        if (body !== undefined) {
          reply.header('content-type', JSON_TYPE).send(body);
          return undefined;
        }
      }
      if (onPool && key !== undefined) {
        const version = cache.current;
        return onPool.run(operationId, params, version, ctx.publicUrl()).then(({ code, body }) => {
          // an answer read while a write landed is sent, not kept
          if (code === 200) cache.set(key, body, version);
          return reply.header('content-type', JSON_TYPE).send(body);
        });
      }
      const finish = (env: Envelope) =>
        key !== undefined
          ? store(env, key, reply, serialize)
          : answer(env, req, reply, writes, serialize);
      const result = run(impl, params, req, reply);
      if (result instanceof Promise) return result.then(finish).then(() => reply);
      finish(result);
      return undefined;
    };
  }

  const hookDeps = { ctx, signingSecrets, operationOfRoute, operations: operationsById, replays };
  await app.register(async (api) => {
    // route-level hooks: nothing about the route is looked up per request
    api.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.length !== 1) throw new Error(`contract route ${route.url} has several methods`);
      const hooks = contractHooks(
        hookDeps,
        methods[0]!,
        route.url,
        route.schema as RouteSchema | undefined,
      );
      route.preValidation = hookList(route.preValidation, hooks.preValidation);
      for (const hook of hooks.preHandlers) route.preHandler = hookList(route.preHandler, hook);
    });

    await api.register(openapiGlue, {
      specification: gluedSpec,
      serviceHandlers,
      prefix: API_PREFIX,
    });
  });

  const sweep = setInterval(
    () => {
      // upkeep that fails (a folder removed under a running server…) is logged and tried again next time
      for (const section of assembly.sections) {
        try {
          section.sweep?.(ctx);
        } catch (err) {
          ctx.log(
            `[error] sweep ${section.key}: ${err instanceof Error ? err.message : String(err)}`,
          );
        }
      }
      deleteExpiredSessions(ctx);
    },
    Math.max(1000, Math.min(30_000, (config.orderTtlSeconds * 1000) / 2)),
  );
  sweep.unref();
  const flushViews = setInterval(() => ctx.views.flush(), 1000);
  flushViews.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(flushViews);
    await pool?.close();
    ctx.views.flush();
    if (db.open) db.close();
  });

  await app.ready();

  const server: ApiServer = {
    app,
    db,
    config,
    ctx,
    readers: pool ? config.readWorkers : 0,
    get url() {
      return url;
    },
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      const port = new URL(address).port;
      const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      return url;
    },
    close: () => app.close(),
  };
  return server;
}
