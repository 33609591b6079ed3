/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers and the OpenAPI document are untyped here */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { computeSign, createServer, type ApiServer, type CreateServerOptions } from '../src/index.js';

export const SECRET = 'wz-dev-secret';
export const APPID = 'wzwebapp';

export type Json = { code: number; msg: string; data: any; newtoken?: string };

export function signParams(params: Record<string, unknown>, opts: { timestamp?: number; secret?: string; appid?: string } = {}): Record<string, unknown> {
  const all: Record<string, unknown> = { ...params, appid: opts.appid ?? APPID, timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000) };
  for (const k of Object.keys(all)) if (all[k] === undefined || all[k] === null) delete all[k];
  return { ...all, sign: computeSign(all, opts.secret ?? SECRET) };
}

/**
 * Timestamps for signed writes, as the SDK stamps them (packages/sdk/src/write-stamps.ts): the server accepts a
 * signed write once, so a deliberate repeat of the same write by the same caller within a second (like, then
 * unlike) takes the next second instead of signing alike.
 */
export function writeStamper(): (write: string, nowSeconds: number) => number {
  const last = new Map<string, number>();
  return (write, nowSeconds) => {
    const previous = last.get(write) ?? -Infinity;
    const stamp = Math.max(nowSeconds, previous + 1);
    last.set(write, stamp);
    return stamp;
  };
}

/** Signs a write the way one client per caller does: the stamp is taken per caller, path and fields. */
export function signWrite(stamps: ReturnType<typeof writeStamper>, path: string, params: Record<string, unknown>, token = '', now = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  return signParams(params, { timestamp: stamps(`${token} ${path}?${toQuery(params)}`, now) });
}

export function toQuery(params: Record<string, unknown>): string {
  const usp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) usp.append(k, String(v));
  return usp.toString();
}

export interface TestServer extends ApiServer {
  get(path: string, params?: Record<string, unknown>, token?: string): Promise<Json>;
  /** A form POST; `query` (declared query parameters) goes in the URL, signed with the body. */
  post(path: string, params?: Record<string, unknown>, token?: string, query?: Record<string, unknown>): Promise<Json>;
  login(username?: string, password?: string): Promise<string>;
  /** moves the server clock forward */
  advance(seconds: number): void;
}

let image: Buffer | undefined;
/** The migrated, seeded database global-setup.ts wrote once for the run (a server opens a copy instead of migrating and seeding). */
function seededImage(): Buffer {
  image ??= readFileSync(inject('seededDbImage'));
  return image;
}

export async function testServer(options: CreateServerOptions = {}): Promise<TestServer> {
  let offset = 0;
  const fresh = options.dbPath !== undefined || options.seed === false;
  const s = await createServer({
    dbPath: ':memory:',
    ...(fresh ? {} : { dbImage: seededImage() }),
    port: 0,
    devEndpoints: true,
    devMode: true,
    logRequests: false,
    verifySerializers: true,
    log: () => undefined,
    clock: () => Math.floor(Date.now() / 1000) + offset,
    ...options,
  });
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const ts = () => Math.floor(Date.now() / 1000) + offset;
  const stamps = writeStamper();
  const t: TestServer = Object.assign(s, {
    async get(path: string, params: Record<string, unknown> = {}, token?: string) {
      // stamped like the SDK: a GET write (the mall's follow, cart steps) is single-use too
      const res = await s.app.inject({ method: 'GET', url: `/public/v1${path}?${toQuery(signWrite(stamps, `GET ${path}`, params, token, ts()))}`, headers: auth(token) });
      return res.json() as Json;
    },
    async post(path: string, params: Record<string, unknown> = {}, token?: string, query: Record<string, unknown> = {}) {
      const signed = signWrite(stamps, path, { ...query, ...params }, token, ts());
      for (const k of Object.keys(query)) delete signed[k];
      const q = toQuery(query);
      const res = await s.app.inject({
        method: 'POST',
        url: `/public/v1${path}${q ? `?${q}` : ''}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth(token) },
        payload: toQuery(signed),
      });
      return res.json() as Json;
    },
    async login(username = 'demo', password = 'demo1234') {
      const res = await t.post('/login', { username, password });
      if (res.code !== 200) throw new Error(`login failed: ${res.msg}`);
      return res.data.token as string;
    },
    advance(seconds: number) {
      offset += seconds;
    },
  });
  return t;
}
