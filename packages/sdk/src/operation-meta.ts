// The shape of each entry of the generated `operations` (scripts/generate.mjs), from the vendor extensions.

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
