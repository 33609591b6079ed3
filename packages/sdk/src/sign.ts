import { md5Hex } from './md5';
import { compareCodePoints, flattenParams, type ParamObject } from './params';

/**
 * Produces the `sign` for flattened request parameters (appid and timestamp included, sign excluded).
 * May be async so the secret can live on a server (see endpointSigner).
 */
export type Signer = (params: Readonly<Record<string, string>>) => string | Promise<string>;

/**
 * The upstream signature: `MD5(k=v pairs sorted by key code point, joined by "&", + secret)`, upper-case.
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

/** Options of endpointSigner. */
export interface EndpointSignerOptions {
  /** fetch implementation; defaults to globalThis.fetch. */
  fetch?: typeof fetch;
  /** Extra headers for the signing request (e.g. a CSRF token). */
  headers?: Record<string, string>;
}

/**
 * A signer that asks a signing endpoint, so no secret ships in the browser bundle.
 * Contract: `POST url` with JSON `{ "params": { "k": "v", … } }` answers JSON `{ "sign": "…" }`.
 */
export function endpointSigner(url: string, options: EndpointSignerOptions = {}): Signer {
  return async (params) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body: JSON.stringify({ params }),
    });
    if (!res.ok) throw new Error(`Signing endpoint answered HTTP ${res.status}`);
    const body = (await res.json()) as { sign?: unknown };
    if (typeof body.sign !== 'string' || !/^[0-9A-Fa-f]{32}$/.test(body.sign)) {
      throw new Error('Signing endpoint answered without a valid sign');
    }
    return body.sign;
  };
}
