/** A request parameter value before flattening. */
export type ParamValue = string | number | boolean | null | undefined | ParamObject | ParamValue[];
/** Nested request parameters (query or form body). */
export interface ParamObject {
  [key: string]: ParamValue;
}

/**
 * Flattens parameters the way the server reads and signs them: nested objects become dot keys
 * (`reply.msg`), arrays become indexed keys (`ids[0]`), booleans `true`/`false`; undefined and null
 * are dropped. Values stay raw (not URL-encoded).
 */
export function flattenParams(params: Readonly<ParamObject>): [string, string][] {
  const out: [string, string][] = [];
  const walk = (key: string, value: ParamValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(`${key}[${i}]`, item));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(key ? `${key}.${k}` : k, v);
    } else {
      out.push([key, String(value)]);
    }
  };
  walk('', params as ParamObject);
  return out;
}

/**
 * Compares strings by Unicode code point, the contract's signing order (spec/sign-vectors.json): not by
 * UTF-16 unit (`<` and the default sort differ for characters above U+FFFF), not by locale.
 */
export function compareCodePoints(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (d !== 0) return d;
  }
}

/** openapi-fetch bodySerializer: form-encodes nested objects with dot keys and arrays with `key[i]`. */
export function formSerializer(body: unknown): string {
  const pairs = body && typeof body === 'object' ? flattenParams(body as ParamObject) : [];
  return new URLSearchParams(pairs).toString();
}
