import { clearedBy } from './clears';
import { operations } from './operations';
import type { ReadKey } from './reads';
import type { OperationParams, WriteOperationId } from './types';

/**
 * Which cached reads a successful write clears, from the contract's `x-invalidates` (the whole table, for
 * tools and tests; the React layer asks the client for the one write's facts instead).
 */
export function invalidatedBy<K extends WriteOperationId>(
  operation: K,
  params: OperationParams<K>,
): (key: unknown) => key is ReadKey {
  return clearedBy(operations[operation].invalidates, params);
}
