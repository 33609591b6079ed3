type ObjectSchema = { properties?: Record<string, unknown> };
export type RouteSchema = {
  'x-auth'?: string;
  querystring?: ObjectSchema;
  body?: { content?: Record<string, { schema?: ObjectSchema }> };
};

/**
 * Parameters the contract does not declare are refused (the schemas leave additionalProperties open).
 * Answers the first such name; '' is a name too (`=x`), so callers compare with undefined.
 */
export function undeclaredKey(
  schema: RouteSchema | undefined,
  part: 'querystring' | 'body',
  values: unknown,
  media: string,
): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  const declared =
    part === 'querystring'
      ? schema?.querystring?.properties
      : schema?.body?.content?.[media]?.schema?.properties;
  if (!declared) return Object.keys(values)[0];
  return Object.keys(values).find((k) => !Object.prototype.hasOwnProperty.call(declared, k));
}

const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** The path a flat key writes to: `reply.msg` → reply, msg; `ids[0]` → ids, 0; unsafe keys stay whole. */
function pathOf(key: string): string[] {
  const parts = /[.[]/.test(key)
    ? key.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '')
    : [key];
  return parts.length <= 1 || parts.some((p) => UNSAFE_SEGMENTS.has(p)) ? [key] : parts;
}

/**
 * A key whose value unflatten would drop: it writes where another key writes (`ids[0]` and `ids.0`), or
 * it nests under a plain value (`msg.x` beside `msg`). Answers the key that would be lost.
 */
export function shadowedKey(flat: Record<string, unknown>): string | undefined {
  const leaves = new Map<string, string>();
  const containers = new Map<string, string>();
  for (const key of Object.keys(flat)) {
    const parts = pathOf(key);
    const leaf = parts.join('\u0000');
    if (leaves.has(leaf)) return key;
    leaves.set(leaf, key);
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('\u0000');
      if (!containers.has(prefix)) containers.set(prefix, key);
    }
  }
  for (const leaf of leaves.keys()) {
    const nested = containers.get(leaf);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/**
 * Dot keys (`reply.msg`) and indexed keys (`ids[0]`) from a form body back into objects and arrays, after
 * signing. Containers have no prototype and prototype-like segments keep the key flat (no pollution).
 */
export function unflatten(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(flat)) {
    const parts = pathOf(key);
    if (parts.length === 1) {
      out[key] = value;
      continue;
    }
    let node: Record<string, unknown> | unknown[] = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const k = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[k] = value;
      else {
        if (typeof container[k] !== 'object' || container[k] === null)
          container[k] = nextIsIndex ? [] : Object.create(null);
        node = container[k] as Record<string, unknown> | unknown[];
      }
    });
  }
  return out;
}
