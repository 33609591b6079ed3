// The shape of an operation's facts (scripts/generate.mjs writes them as short codes), from the vendor extensions.

/** A cached read a write clears: every answer, or (match) those whose read param equals the write's param. */
export interface Invalidation {
  readonly operation: string;
  /** read param name → write param name */
  readonly match?: Readonly<Record<string, string>>;
}

/** What the contract says of one operation. */
export interface OperationMeta {
  readonly method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  readonly path: string;
  /** Names of the `{…}` segments of `path`; sent in the URL, not signed. */
  readonly pathParams: readonly string[];
  /** A form operation's query-string parameters: sent in the URL, signed with the body. */
  readonly queryParams?: readonly string[];
  readonly auth: 'bearer' | 'optional' | 'none';
  readonly session: 'standard' | 'passthrough';
  readonly body: 'form' | 'none';
  /** x-effect: reads are cached and deduplicated; writes never are, and clear `invalidates`. */
  readonly effect: 'read' | 'write';
  /** x-cache: the server may cache the answer (reads only). */
  readonly cache: boolean;
  /** x-invalidates (writes only). */
  readonly invalidates: readonly Invalidation[];
}

const METHODS = { g: 'get', p: 'post', u: 'put', d: 'delete', a: 'patch' } as const;
const AUTHS = { n: 'none', b: 'bearer', o: 'optional' } as const;

/**
 * One generated code, `<method><auth><session><body><effect><cache><path>[?<query params>][|<invalidates>]`
 * (letters as in scripts/generate.mjs; invalidates `op:readParam=writeParam,param;op`), as OperationMeta.
 */
export function decodeOperation(entry: string): OperationMeta {
  const [head = '', targets] = entry.split('|');
  const [path = '', query] = head.slice(6).split('?');
  return {
    method: METHODS[head[0] as keyof typeof METHODS],
    path,
    pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
    ...(query ? { queryParams: query.split(',') } : {}),
    auth: AUTHS[head[1] as keyof typeof AUTHS],
    session: head[2] === 'x' ? 'passthrough' : 'standard',
    body: head[3] === 'f' ? 'form' : 'none',
    effect: head[4] === 'w' ? 'write' : 'read',
    cache: head[5] === '1',
    invalidates: targets ? parseTargets(targets) : [],
  };
}

/** `op:readParam=writeParam,param;op` as the reads a write clears. */
function parseTargets(targets: string): Invalidation[] {
  return targets.split(';').map((t) => {
    const [operation = '', match] = t.split(':');
    if (!match) return { operation };
    return { operation, match: Object.fromEntries(match.split(',').map((m) => { const [read = '', write = read] = m.split('='); return [read, write]; })) };
  });
}
