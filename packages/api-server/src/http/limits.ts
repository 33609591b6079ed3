import { parse } from 'fast-querystring';
import type { Duplex } from 'node:stream';
import { fail } from './context.js';

/**
 * Bounds checked on the raw query or form body before any signing work, so one request cannot make the
 * server sort and hash tens of thousands of keys. The contract's largest operation has 8 parameters.
 */
export const MAX_PARAMS = 64;
export const MAX_PARAM_NAME = 64;

/** Marks a form body refused by formParser before it was parsed (not enumerable: invisible to signing). */
const TOO_MANY = Symbol('too many parameters');

/** The refusal message, or undefined when the parameters are within bounds (stops counting at the limit). */
export function paramLimitError(params: Record<string, unknown> | undefined): string | undefined {
  if (!params || typeof params !== 'object') return undefined;
  if (TOO_MANY in params) return `参数错误: 参数过多（最多 ${MAX_PARAMS} 个）`;
  let count = 0;
  for (const key in params) {
    if (++count > MAX_PARAMS) return `参数错误: 参数过多（最多 ${MAX_PARAMS} 个）`;
    if (key.length > MAX_PARAM_NAME) return `参数错误: 参数名过长（最多 ${MAX_PARAM_NAME} 个字符）`;
  }
  return undefined;
}

/**
 * The form-body parser: counts the `&` separators first, so a body of tens of thousands of keys is never
 * built into an object. Within bounds it is the parser @fastify/formbody uses by default.
 */
export function formParser(body: string): Record<string, unknown> {
  let separators = 0;
  for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1)) {
    if (++separators >= MAX_PARAMS) return { [TOO_MANY]: true };
  }
  return parse(body) as Record<string, unknown>;
}

/**
 * Requests Node refuses before any route sees them (a request line or headers over 16 KB, bytes that are
 * not HTTP) get the API's envelope too, with the HTTP status Node chose (431, 400).
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(fail(status, tooLarge ? '请求头或网址过长' : '请求格式错误'));
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
