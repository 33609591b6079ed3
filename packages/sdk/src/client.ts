import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/api';
import { factsOf } from './facts';
import type { OperationMeta } from './operation-meta';
import { formInit, routeTable, splitPathParams } from './operation-table';
import { ApiError, SESSION_EXPIRED_MESSAGE } from './errors';
import { formSerializer, type ParamObject } from './params';
import type { SignContext, Signer } from './sign';
import { defaultTokenStore, type TokenStore } from './token-store';
import type { CallArgs, OperationData, OperationEnvelope, OperationId } from './types';
import { writeStamps } from './write-stamps';

/** Options of createPortalClient. */
export interface PortalClientOptions {
  /** API base including the version path, e.g. `http://localhost:8787/public/v1`. */
  baseUrl: string;
  /** Client id sent as `appid` (the web app is `wzwebapp`). */
  appid: string;
  /** Computes `sign`: md5Signer(secret) or endpointSigner(url). */
  signer: Signer;
  /** Session storage; defaults to localStorage (`token`, `userInfo`) or memory. */
  tokenStore?: TokenStore;
  /** Per-request timeout in ms (default 12 000). */
  timeoutMs?: number;
  /** Called once when the session expires (code 101 without a fresh newtoken). Go to `/login?flag=100`. */
  onSessionExpired?: (event: SessionExpiredEvent) => void;
  /** fetch implementation (tests, SSR); defaults to globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Passed to onSessionExpired. */
export interface SessionExpiredEvent {
  /** operationId of the call that saw code 101. */
  operation: string;
  /** The text to show: 登陆状态已失效，请重新登录. */
  message: string;
}

/** The typed client. */
export interface PortalClient {
  /** Calls an operation; resolves with `data` on code 200, rejects with ApiError otherwise. */
  call<K extends OperationId>(operation: K, ...args: CallArgs<K>): Promise<OperationData<K>>;
  /** Calls an operation and resolves with the whole envelope whatever its code; rejects only on HTTP, timeout, network or parse failures. */
  request<K extends OperationId>(operation: K, ...args: CallArgs<K>): Promise<OperationEnvelope<K>>;
  /**
   * The fetch this client sends through, without its middleware (no signing, no token): what
   * `uploadFile` from `@wz/sdk/upload` PUTs the bytes with.
   */
  readonly fetch: (request: Request) => Promise<Response>;
  /**
   * The contract's facts of an operation (method, path, auth, what a write clears …), loaded as a call
   * would load them; rejects with a TypeError for a name this client cannot resolve.
   */
  operation(operation: OperationId): Promise<OperationMeta>;
  /**
   * The underlying openapi-fetch client (same middleware); GET/POST by path. Auth and the signer's
   * `operation` apply to the operations this client has already called or described.
   */
  readonly raw: Client<paths>;
  /** The session store this client reads and writes. */
  readonly tokenStore: TokenStore;
}

/** 101 within this many ms of a newtoken is retried once instead of expiring the session. */
const RETRY_WINDOW_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 12_000;


interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  newtoken?: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && typeof (value as Envelope).code === 'number';
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** How a client finds an operation's facts from its name. */
export type ResolveOperation = (operation: string) => OperationMeta | undefined | Promise<OperationMeta | undefined>;

/**
 * A client that knows only the operations whose facts it has been given: reads described through their
 * factories (`educationInfo({ id, type })` from `@wz/sdk/reads`, then `fetchRead`). It carries no
 * operation table and loads none, for scripts that call a few reads (the embed); any other name rejects
 * with a TypeError. `createPortalClient` is the same client that loads any operation's facts.
 */
export function createLeanClient(options: PortalClientOptions): PortalClient {
  return createClientWith(options, factsOf);
}

/** The client of createPortalClient and createLeanClient; `resolve` finds an operation's facts by name. */
export function createClientWith(options: PortalClientOptions, resolve: ResolveOperation): PortalClient {
  const { baseUrl, appid, signer, onSessionExpired } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokenStore = options.tokenStore ?? defaultTokenStore();
  const basePath = new URL(baseUrl, 'http://localhost').pathname.replace(/\/+$/, '');

  const { learn, metaOf } = routeTable(basePath);
  const metaFor = async (operation: OperationId): Promise<OperationMeta> => {
    const meta = await resolve(operation);
    if (!meta) throw new TypeError(`unknown operation ${String(operation)}`);
    learn({ ...meta, id: operation });
    return meta;
  };

  // Session state shared by all calls of this client.
  let lastNewTokenAt = Number.NEGATIVE_INFINITY;
  let expiryNotified = false;

  const rotate = (envelope: Envelope | null) => {
    if (envelope && typeof envelope.newtoken === 'string' && envelope.newtoken) {
      tokenStore.setToken(envelope.newtoken);
      lastNewTokenAt = Date.now();
    }
  };

  const expire = (sentToken: string | null, operation: string) => {
    const current = tokenStore.getToken();
    // A different token is stored: this 101 belongs to an older session, leave the new one alone.
    if (current !== null && current !== sentToken) return;
    // Many concurrent 101s: the first clears the store and notifies, the rest find nothing to do.
    if (current === null && expiryNotified) return;
    expiryNotified = true;
    tokenStore.clear();
    onSessionExpired?.({ operation, message: SESSION_EXPIRED_MESSAGE });
  };

  const baseFetch = (request: Request) => (options.fetch ?? globalThis.fetch)(request);

  /** One attempt with a fresh per-request timeout (a client-level signal would be shared by all requests). */
  const timedFetch = async (request: Request, operation: string): Promise<Response> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = request.signal;
    const forward = () => controller.abort(outer.reason);
    if (outer.aborted) forward();
    else outer.addEventListener('abort', forward, { once: true });
    try {
      return await baseFetch(new Request(request, { signal: controller.signal }));
    } catch (error) {
      if (timedOut)
        throw new ApiError({
          kind: 'timeout',
          code: 0,
          msg: `请求超时（${timeoutMs} ms）`,
          operation,
          cause: error,
        });
      if (outer.aborted || isAbort(error)) throw error;
      throw new ApiError({
        kind: 'network',
        code: 0,
        msg: '网络错误，请稍后重试',
        operation,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      outer.removeEventListener('abort', forward);
    }
  };

  const peek = async (response: Response): Promise<Envelope | null> => {
    if (!response.ok) return null;
    try {
      const body: unknown = await response.clone().json();
      return isEnvelope(body) ? body : null;
    } catch {
      return null;
    }
  };

  const bearerOf = (request: Request) =>
    request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;

  /** Timeout + session layer. The 101 retry lives here because openapi-fetch middleware cannot resend. */
  const portalFetch = async (request: Request): Promise<Response> => {
    const meta = metaOf(request);
    const operation = meta?.id ?? new URL(request.url, 'http://localhost').pathname;
    const sentToken = bearerOf(request);
    // Without a session (none sent, none stored) there is no token to renew, and per the contract only a
    // `bearer` operation answers 101 to such a call: the others need neither the spare copy nor a look at
    // the envelope (a stream tee and a second JSON parse per call; a server render's reads are all such).
    if (sentToken === null && meta !== undefined && meta.auth !== 'bearer' && tokenStore.getToken() === null) {
      return timedFetch(request, operation);
    }
    const spare = request.clone(); // the body can be sent only once
    if (sentToken) expiryNotified = false; // a live session again: a later expiry must notify
    let response = await timedFetch(request, operation);
    let envelope = await peek(response);
    rotate(envelope);
    if (envelope?.code !== 101 || meta?.session === 'passthrough') return response;

    if (Date.now() - lastNewTokenAt < RETRY_WINDOW_MS) {
      const token = tokenStore.getToken();
      if (token) spare.headers.set('Authorization', `Bearer ${token}`);
      response = await timedFetch(spare, operation);
      envelope = await peek(response);
      rotate(envelope);
      if (envelope?.code === 101) expire(token, operation);
      return response;
    }
    expire(sentToken, operation);
    return response;
  };

  const formMiddleware: Middleware = {
    onRequest({ request }) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        request.headers.set('Content-Type', 'application/x-www-form-urlencoded');
      }
    },
  };

  const stampWrite = writeStamps();
  // Signs what is on the wire: the serialized query or form body, plus appid and timestamp.
  const signingMiddleware: Middleware = {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      // A copy of the query, written back once: each change to `url.searchParams` re-serializes the URL.
      const fields = new URLSearchParams(hasBody ? await request.clone().text() : url.search);
      // a form call with a query string (daohang/ruzhuDaohang): the signature covers both, the URL keeps its part
      const query = hasBody ? [...url.searchParams] : [];
      for (const [k, v] of query) fields.append(k, v);
      fields.delete('appid');
      fields.delete('timestamp');
      fields.delete('sign');
      const now = Math.floor(Date.now() / 1000);
      const meta = metaOf(request);
      // Writes sent as GET (the mall's follow and cart steps) are single-use on the server too.
      const write =
        hasBody || meta?.effect === 'write' ? `${request.method} ${url.pathname}?${fields.toString()}` : undefined;
      fields.set('appid', appid);
      fields.set('timestamp', String(write === undefined ? now : stampWrite(write, now)));
      const operation = meta?.id ?? url.pathname;
      const context: SignContext = {
        operation,
        method: request.method,
        path: meta?.path ?? url.pathname,
      };
      let sign: string;
      try {
        sign = await signer(Object.fromEntries(fields), context);
      } catch (error) {
        throw new ApiError({
          kind: 'network',
          code: 0,
          msg: '签名失败，请稍后重试',
          operation,
          cause: error,
        });
      }
      fields.set('sign', sign);
      if (!hasBody) url.search = fields.toString();
      for (const [k] of query) fields.delete(k);
      return new Request(url.toString(), {
        method: request.method,
        headers: request.headers,
        body: hasBody ? fields.toString() : undefined,
        signal: request.signal,
        credentials: request.credentials,
        redirect: request.redirect,
      });
    },
  };

  const authMiddleware: Middleware = {
    onRequest({ request }) {
      const meta = metaOf(request);
      const token = tokenStore.getToken();
      if (token && (meta?.auth === 'bearer' || meta?.auth === 'optional')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
    },
  };

  const raw = createClient<paths>({ baseUrl, fetch: portalFetch, bodySerializer: formSerializer });
  raw.use(formMiddleware, signingMiddleware, authMiddleware);

  type Loose = (
    method: string,
    path: string,
    init: Record<string, unknown>,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const looseRequest = raw.request as unknown as Loose;

  async function request(
    operation: OperationId,
    params?: object,
    callOptions: { signal?: AbortSignal } = {},
  ): Promise<Envelope> {
    const meta = await metaFor(operation);
    const { path, rest } = splitPathParams(meta.pathParams, (params ?? {}) as ParamObject);
    const init =
      meta.body === 'form' ? formInit(meta.queryParams, rest, path) : { params: { query: rest, path } };
    let result: Awaited<ReturnType<Loose>>;
    try {
      result = await looseRequest(meta.method, meta.path, { ...init, signal: callOptions.signal });
    } catch (error) {
      if (error instanceof ApiError || isAbort(error)) throw error;
      if (error instanceof SyntaxError) {
        throw new ApiError({
          kind: 'parse',
          code: 0,
          msg: '响应不是有效的 JSON',
          operation,
          cause: error,
        });
      }
      throw new ApiError({
        kind: 'network',
        code: 0,
        msg: '网络错误，请稍后重试',
        operation,
        cause: error,
      });
    }
    const { response } = result;
    if (!response.ok) {
      const body = result.error;
      const msg =
        body && typeof body === 'object' && typeof (body as { msg?: unknown }).msg === 'string'
          ? (body as { msg: string }).msg
          : typeof body === 'string' && body
            ? body.slice(0, 200)
            : response.statusText || `HTTP ${response.status}`;
      throw new ApiError({ kind: 'http', code: response.status, msg, operation, response: body });
    }
    if (!isEnvelope(result.data)) {
      throw new ApiError({
        kind: 'parse',
        code: 0,
        msg: '响应缺少 code 字段',
        operation,
        response: result.data,
      });
    }
    return result.data;
  }

  const call = (async (
    operation: OperationId,
    params?: object,
    callOptions?: { signal?: AbortSignal },
  ) => {
    const envelope = await request(operation, params, callOptions);
    if (envelope.code === 200) return envelope.data;
    throw new ApiError({
      kind: 'api',
      code: envelope.code,
      msg: envelope.msg,
      operation,
      response: envelope,
    });
  }) as PortalClient['call'];

  return {
    raw,
    tokenStore,
    request: ((operation: OperationId, params?: object, callOptions?: { signal?: AbortSignal }) =>
      request(operation, params, callOptions)) as PortalClient['request'],
    call,
    operation: metaFor,
    fetch: baseFetch,
  };
}
