import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.js';
import type { DB } from '../db/index.js';
import type { SearchIndex } from './search.js';
import type { ReadCache } from './cache.js';
import type { ViewCounter } from './views.js';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  newtoken?: string;
}

export interface SessionUser {
  id: number;
  username: string;
  nickname: string;
  phone: string | null;
  avatar: string;
}

export interface AppContext {
  db: DB;
  config: ServerConfig;
  /** Absolute origin for media links (PUBLIC_URL or http://localhost:port once listening). */
  publicUrl(): string;
  /** Current unix time in seconds (tests may shift it). */
  now(): number;
  log(line: string): void;
  /** Buffered view counters (clickcount). */
  views: ViewCounter;
  /** Answers of public read operations; bump() after any write. */
  cache: ReadCache;
  /** The one search index over every section (http/search.ts); kept in step by triggers and bump(). */
  search: SearchIndex;
}

export type Params = Record<string, unknown>;

export type Handler = (ctx: AppContext, params: Params, req: FastifyRequest, reply: FastifyReply) => Envelope | Promise<Envelope>;

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });
export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

/** A handler's ParamError as the envelope it answers; anything else is thrown on. */
export function paramFail(e: unknown): Envelope<null> {
  if (e instanceof ParamError) return fail(400, `参数错误: ${e.message}`);
  throw e;
}

export const MSG_SESSION_EXPIRED = '登陆状态已失效，请重新登录';
export const MSG_LOGIN_NEEDED = '请先登录';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    newToken?: string;
  }
}

/** Makes a stored media path absolute (leaves empty strings and absolute URLs alone). */
export function abs(ctx: AppContext, path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//.test(path)) return path;
  return ctx.publicUrl() + path;
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8, no DST). */
export function fmtTime(seconds: number): string {
  const d = new Date((seconds + 8 * 3600) * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

export function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function intParam(params: Params, key: string, fallback?: number): number {
  const v = params[key];
  if (v === undefined || v === null || v === '') {
    if (fallback === undefined) throw new ParamError(`${key} 不能为空`);
    return fallback;
  }
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isSafeInteger(n)) throw new ParamError(`${key} 必须是整数`);
  return n;
}

export function strParam(params: Params, key: string, fallback?: string): string {
  const v = params[key];
  if (v === undefined || v === null) {
    if (fallback === undefined) throw new ParamError(`${key} 不能为空`);
    return fallback;
  }
  return String(v);
}

/** Thrown by handlers for input the schema let through but the operation cannot use; answered as code 400. */
export class ParamError extends Error {}

export const PAGE_SIZE = 10;

export function pageOf(params: Params): { page: number; offset: number } {
  const page = intParam(params, 'page', 1);
  if (page < 1) throw new ParamError('page 必须 >= 1');
  // huge pages are valid and simply empty; clamp so the offset stays a safe SQLite integer
  return { page, offset: Math.min((page - 1) * PAGE_SIZE, 1e12) };
}

/** A LIKE pattern matching the keyword anywhere (use with ESCAPE '\\'). */
export function likeArg(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
