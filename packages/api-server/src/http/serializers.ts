import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { Envelope } from './context.js';

type Json = Record<string, unknown>;
type Spec = {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Json }>>;
  components?: Json;
};
export type Serialize = (env: Envelope) => string;

/**
 * Leaves properties the schema does not list in the output (fast-json-stringify drops them by default):
 * handlers send a few fields beyond the contract, and clients keep getting them.
 */
function keepExtras(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(keepExtras);
  if (!node || typeof node !== 'object') return node;
  // a union would be told apart by validating each branch per answer: write it as JSON.stringify does
  if ('anyOf' in node || 'oneOf' in node) return {};
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'properties' ? mapValues(v as Json) : keepExtras(v);
  if ((out.type === 'object' || out.properties) && out.additionalProperties === undefined)
    out.additionalProperties = true;
  return out;
}

const mapValues = (o: Json): Json =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, keepExtras(v)]));

/** The code-200 branch of an operation's answer schema (the contract's envelope is oneOf [success, error]). */
function successSchema(responses: Json | undefined): Json | undefined {
  const ok = (responses?.['200'] as Json | undefined)?.content as Json | undefined;
  const schema = (ok?.['application/json'] as Json | undefined)?.schema as Json | undefined;
  const branches = schema?.oneOf as Json[] | undefined;
  return branches?.find((b) => (b.properties as Json | undefined)?.code !== undefined) ?? undefined;
}

/**
 * Answer serializers compiled from the contract's response schemas: the code-200 envelope of each operation,
 * and the shared error envelope for every other code. Compiled on first use (cold start stays short).
 * With `verify`, every answer is also checked to equal JSON.stringify's (tests turn it on).
 */
export class AnswerSerializers {
  private readonly compiled = new Map<string, Serialize>();
  private readonly schemas = new Map<string, Json>();
  private readonly components: Json;
  private errorSerializer: Serialize | undefined;

  constructor(
    spec: Spec,
    private readonly verify = false,
  ) {
    this.components = keepExtras(spec.components ?? {}) as Json;
    for (const item of Object.values(spec.paths ?? {}))
      for (const op of Object.values(item)) {
        const schema = op?.operationId ? successSchema(op.responses) : undefined;
        if (schema) this.schemas.set(op.operationId!, keepExtras(schema) as Json);
      }
  }

  private compile(schema: Json): Serialize {
    // the contract's $refs point into #/components: the root carries them
    const stringify = fastJson({ ...schema, components: this.components } as unknown as Schema);
    return stringify as Serialize;
  }

  private error(): Serialize {
    return (this.errorSerializer ??= this.compile({
      $ref: '#/components/schemas/ErrorEnvelope',
    }));
  }

  /** The serializer of one operation's answers (code 200: its schema; other codes: the error envelope). */
  of(operationId: string): Serialize {
    let fn = this.compiled.get(operationId);
    if (fn) return fn;
    const schema = this.schemas.get(operationId);
    if (!schema) throw new Error(`operation ${operationId} has no code-200 answer schema`);
    let success: Serialize | undefined;
    fn = (env) => {
      if (env.code !== 200) return this.error()(env);
      success ??= this.compile(schema);
      return success(env);
    };
    if (this.verify) fn = verified(operationId, fn);
    this.compiled.set(operationId, fn);
    return fn;
  }
}

function verified(operationId: string, serialize: Serialize): Serialize {
  return (env) => {
    const text = serialize(env);
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(env))))
      throw new Error(`${operationId}: the compiled serializer changed the answer: ${text}`);
    return text;
  };
}
