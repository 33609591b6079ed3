import type { SchemaError } from './validationText.js';

/**
 * Required texts are trimmed before they are validated, in this one place for every operation (the form kit
 * trims too): a value of spaces is then what it looks like, empty, so it meets the contract's minLength
 * and the handlers' own checks as '' does, and it is never stored.
 */
type Node = {
  $ref?: string;
  type?: unknown;
  format?: string;
  minLength?: number;
  required?: readonly string[];
  properties?: Record<string, Node>;
  'x-message'?: string;
  'x-refusal'?: unknown;
};

/** Values whose spaces are theirs (passwords) or that were signed as sent (the signing fields). */
const KEPT_AS_SENT = /pass|pwd|token|^(appid|timestamp|sign)$/i;

interface TextField {
  key: string;
  /** Blank after trimming is refused (the contract asks for at least one character). */
  nonEmpty: boolean;
  /** The field's own words for a refusal (`x-message`), else 不能为空. */
  node?: Node;
  /** The fields of a nested object (`reply.msg` unflattened). */
  fields?: readonly TextField[];
}

const isString = (n: Node) =>
  n.type === 'string' || (Array.isArray(n.type) && n.type.includes('string'));

function fieldsOf(
  schema: Node,
  resolve: (ref: string) => Node | undefined,
  depth = 0,
): TextField[] {
  const out: TextField[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const node = raw.$ref ? resolve(raw.$ref) : raw;
    if (!node || KEPT_AS_SENT.test(key)) continue;
    if (node.properties && depth < 3) {
      const fields = fieldsOf(node, resolve, depth + 1);
      if (fields.length) out.push({ key, nonEmpty: false, fields });
    } else if (
      required.has(key) &&
      isString(node) &&
      node.format !== 'password' &&
      node.format !== 'binary'
    )
      out.push({ key, nonEmpty: (node.minLength ?? 0) >= 1, node });
  }
  return out;
}

function trimIn(
  data: Record<string, unknown>,
  fields: readonly TextField[],
  path: string,
): SchemaError | undefined {
  for (const f of fields) {
    const value = data[f.key];
    if (f.fields) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const blank = trimIn(value as Record<string, unknown>, f.fields, `${path}/${f.key}`);
        if (blank) return blank;
      }
      continue;
    }
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== value) data[f.key] = trimmed;
    // worded as the validator words an empty text: 参数错误: <field> 不能为空
    if (f.nonEmpty && trimmed === '')
      return {
        instancePath: `${path}/${f.key}`,
        keyword: 'minLength',
        params: { limit: 1 },
        parentSchema: f.node,
      };
  }
  return undefined;
}

/**
 * The trimming step of one request part's schema (a form body or a query string): trims its required texts
 * in place and answers the error of the first one left blank that may not be.
 */
export function textTrimmer(
  schema: unknown,
  resolve: (ref: string) => Node | undefined = () => undefined,
): (data: unknown) => SchemaError | undefined {
  const fields = schema && typeof schema === 'object' ? fieldsOf(schema as Node, resolve) : [];
  if (!fields.length) return () => undefined;
  return (data) =>
    data && typeof data === 'object' && !Array.isArray(data)
      ? trimIn(data as Record<string, unknown>, fields, '')
      : undefined;
}
