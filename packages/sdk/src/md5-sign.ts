import { md5Hex } from './md5';
import { compareCodePoints, flattenParams, type ParamObject } from './params';
import type { Signer } from './sign';

/**
 * The upstream signature: `MD5(k=v pairs sorted by key in code-point order, joined by "&", + secret)`,
 * upper-case.
 * Values are not escaped, so `{a: "1&b=2"}` and `{a: "1", b: "2"}` sign the same: this is an integrity
 * check against accidents, not a security control.
 */
export function signParams(params: Readonly<ParamObject>, secret: string): string {
  const pairs = flattenParams(params).filter(([key]) => key !== 'sign');
  pairs.sort((x, y) => compareCodePoints(x[0], y[0]));
  let text = '';
  for (let i = 0; i < pairs.length; i++) text += (i ? '&' : '') + pairs[i]![0] + '=' + pairs[i]![1];
  return md5Hex(text + secret).toUpperCase();
}

/** A signer holding the secret in the bundle (development, tests, trusted environments). */
export function md5Signer(secret: string): Signer {
  return (params) => signParams(params, secret);
}
