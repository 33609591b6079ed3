import { parse } from 'fast-querystring';

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
