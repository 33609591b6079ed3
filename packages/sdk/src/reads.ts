import type { Read, ReadArgs } from './facts';
import { readTable } from './generated/readTable';
import type { ReadOperationId } from './types';

export { fetchRead, isReadKey } from './facts';
export type { Read, ReadArgs, ReadKey, ReadFactory } from './facts';

/** One descriptor factory per read operation (only reads: a write has no entry). */
export type Reads = { readonly [K in ReadOperationId]: (...args: ReadArgs<K>) => Read<K> };

/**
 * `reads.educationInfo({ id, type })` → the read's key, operation and params. It holds every read; a
 * bundle that should carry only the reads it names imports them from `@wz/sdk/reads` instead
 * (`import { educationInfo } from '@wz/sdk/reads'`, or `import * as reads from '@wz/sdk/reads'`).
 */
export const reads: Reads = readTable;

/** True when the contract marks the operation `x-effect: read`. */
export function isReadOperation(operation: unknown): operation is ReadOperationId {
  return typeof operation === 'string' && Object.hasOwn(readTable, operation);
}

/** The descriptor of a read by name; throws for a write, which must never be cached. */
export function read<K extends ReadOperationId>(operation: K, ...args: ReadArgs<K>): Read<K> {
  if (!isReadOperation(operation)) throw new TypeError(`${String(operation)} is not a read`);
  return (reads[operation] as (...a: ReadArgs<K>) => Read<K>)(...args);
}
