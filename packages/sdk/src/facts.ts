import type { PortalClient } from './client';
import { decodeOperation, type OperationMeta } from './operation-meta';
import type { CallOptions, OperationData, OperationParams, ReadOperationId } from './types';

/** Cache key of a read: `['wz', operationId, params]` (the SWR key of every read hook). */
export type ReadKey<K extends ReadOperationId = ReadOperationId> = readonly [
  'wz',
  K,
  OperationParams<K>,
];

/**
 * One read, declared once: the page's hook, the boot script's first reads and the server renderer
 * all take its key and fetch it from here, so they cannot disagree.
 */
export interface Read<K extends ReadOperationId = ReadOperationId> {
  readonly key: ReadKey<K>;
  readonly operation: K;
  readonly params: OperationParams<K>;
}

type RequiredKeys<T> = { [P in keyof T]-?: undefined extends T[P] ? never : P }[keyof T];

/** `(params)`, optional when the operation has no required parameter. */
export type ReadArgs<K extends ReadOperationId> = [RequiredKeys<OperationParams<K>>] extends [never]
  ? [params?: OperationParams<K>]
  : [params: OperationParams<K>];

/** The descriptor factory of one read (`educationInfo({ id, type })` from `@wz/sdk/reads`). */
export type ReadFactory<K extends ReadOperationId> = (...args: ReadArgs<K>) => Read<K>;

// The facts of every operation this page has named so far (a read's descriptor, a loaded section's
// writes), shared by all clients: the contract's facts are the same for each.
const codes = new Map<string, string>();
const decoded = new Map<string, OperationMeta>();

/** Records operations' generated codes (a section's writes once loaded); the first code of a name stays. */
export function learn(table: Readonly<Record<string, string>>): void {
  for (const id of Object.keys(table)) if (!codes.has(id)) codes.set(id, table[id]!);
}

/** The facts of an operation named so far, or undefined. */
export function factsOf(id: string): OperationMeta | undefined {
  let meta = decoded.get(id);
  if (!meta) {
    const code = codes.get(id);
    if (code === undefined) return undefined;
    meta = decodeOperation(code);
    decoded.set(id, meta);
  }
  return meta;
}

/** A read's descriptor factory (src/generated/reads.ts): making a descriptor also makes its facts known. */
export function readOf<K extends ReadOperationId>(id: K, code: string): ReadFactory<K> {
  return (...args) => {
    if (!codes.has(id)) codes.set(id, code);
    const params = (args[0] ?? {}) as OperationParams<K>;
    return { key: ['wz', id, params], operation: id, params };
  };
}

/** Fetches a read through a client: its `data`, or a rejection with ApiError. */
export function fetchRead<K extends ReadOperationId>(
  client: PortalClient,
  read: Read<K>,
  options?: CallOptions,
): Promise<OperationData<K>> {
  const call = client.call as (op: K, p: object, o?: CallOptions) => Promise<OperationData<K>>;
  return call(read.operation, read.params as object, options);
}

/** True for a read's cache key, optionally only for the given operations. */
export function isReadKey(key: unknown, only?: readonly ReadOperationId[]): key is ReadKey {
  return (
    Array.isArray(key) &&
    key.length === 3 &&
    key[0] === 'wz' &&
    (!only || only.includes(key[1] as ReadOperationId))
  );
}
