import { hash, timingSafeEqual } from 'node:crypto';

/**
 * Flattens params the way the SDK does before signing: nested objects → dot keys, arrays → key[i],
 * undefined/null dropped, booleans as true/false.
 */
export function flattenParams(
  params: Record<string, unknown>,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(params)) {
    const full = prefix ? `${prefix}.${key}` : key;
    flattenValue(full, value, out);
  }
  return out;
}

function flattenValue(key: string, value: unknown, out: Record<string, string>): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => flattenValue(`${key}[${i}]`, item, out));
    return;
  }
  if (typeof value === 'object') {
    flattenParams(value as Record<string, unknown>, key, out);
    return;
  }
  out[key] = String(value);
}

/** Sorts in place in UTF-16 code-unit order (as `<`): insertion sort for the usual handful of keys, else O(n log n). */
export function sortKeys(keys: string[]): string[] {
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = k;
  }
  return keys;
}

/** The string that is hashed: sorted k=v pairs (code-point order), joined by '&', secret appended. */
export function signingBase(params: Record<string, unknown>, secret: string): string {
  // request params are usually flat strings already (query, form body): skip the flattening copy
  // (`__proto__` still goes through it: flattening drops that key, as the SDK does)
  let flat = params as Record<string, unknown>;
  let keys = Object.keys(params);
  if (!keys.every((k) => typeof params[k] === 'string' && k !== '__proto__')) {
    flat = flattenParams(params);
    keys = Object.keys(flat);
  }
  sortKeys(keys);
  let base = '';
  for (const k of keys) {
    if (k === 'sign') continue;
    base += `${base === '' ? '' : '&'}${k}=${flat[k] as string}`;
  }
  return base + secret;
}

export function computeSign(params: Record<string, unknown>, secret: string): string {
  return hash('md5', signingBase(params, secret), 'hex').toUpperCase();
}

/** Constant-time comparison (the length of an MD5 hex digest is public, so the early length check leaks nothing). */
export function signsEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toUpperCase(), 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

export type SignCheck = { ok: true; appid: string } | { ok: false; msg: string };

/** Checks appid, timestamp window and sign over already-flat request params (query or form body). */
export function verifySignedParams(
  params: Record<string, unknown>,
  secrets: Record<string, string>,
  skewSeconds: number,
  nowSeconds: number,
): SignCheck {
  const appid = params.appid;
  const timestamp = params.timestamp;
  const sign = params.sign;
  if (typeof appid !== 'string' || appid === '') return { ok: false, msg: '签名错误: 缺少 appid' };
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number')
    return { ok: false, msg: '签名错误: 缺少 timestamp' };
  if (typeof sign !== 'string' || sign === '') return { ok: false, msg: '签名错误: 缺少 sign' };
  const secret = Object.prototype.hasOwnProperty.call(secrets, appid) ? secrets[appid] : undefined;
  if (secret === undefined) return { ok: false, msg: '签名错误: 未知的 appid' };
  const ts = Number(timestamp);
  if (!/^\d{1,12}$/.test(String(timestamp)) || !Number.isSafeInteger(ts)) {
    return { ok: false, msg: '签名错误: timestamp 必须是秒级整数' };
  }
  if (Math.abs(nowSeconds - ts) > skewSeconds)
    return { ok: false, msg: '签名错误: 请求已过期，请校准时间' };
  if (!signsEqual(computeSign(params, secret), sign))
    return { ok: false, msg: '签名错误: sign 不正确' };
  return { ok: true, appid };
}
