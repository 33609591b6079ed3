import type { PortalClient } from './client';
import { readOperations } from './generated/operations';
import type {
  CallOptions,
  OperationData,
  OperationParams,
  ReadOperationId,
} from './types';

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

/** One descriptor factory per read operation (only reads: a write has no entry). */
export type Reads = { readonly [K in ReadOperationId]: (...args: ReadArgs<K>) => Read<K> };

/** True when the contract marks the operation `x-effect: read`. */
export function isReadOperation(operation: unknown): operation is ReadOperationId {
  return (
    typeof operation === 'string' &&
    Object.prototype.hasOwnProperty.call(readOperations, operation)
  );
}

const descriptor = <K extends ReadOperationId>(operation: K, params: OperationParams<K>): Read<K> => ({
  key: ['wz', operation, params],
  operation,
  params,
});

/** The descriptor of a read; throws for a write, which must never be cached. */
export function read<K extends ReadOperationId>(operation: K, ...args: ReadArgs<K>): Read<K> {
  if (!isReadOperation(operation)) throw new TypeError(`${String(operation)} is not a read`);
  return descriptor(operation, (args[0] ?? {}) as OperationParams<K>);
}

/** `reads.educationInfo({ id, type })` → the read's key, operation and params. */
export const reads: Reads = /* @__PURE__ */ (() => {
  const out: Record<string, (params?: object) => Read> = {};
  for (const id of Object.keys(readOperations) as ReadOperationId[]) out[id] = (params) => descriptor(id, (params ?? {}) as OperationParams<typeof id>);
  return out as unknown as Reads;
})();

/**
 * The four reads behind a teacher's flower figure and operation bar (likes, collects, flowers, average
 * score), in that order: the stats hook and the teacher route's first reads share them.
 */
export function teacherStatsReads(id: number) {
  return [
    reads.likeStats({ id }),
    reads.collectStats({ id }),
    reads.flowerCount({ id }),
    reads.averageScore({ id }),
  ] as const;
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
