import type { Invalidation } from './operation-meta';
import { isReadKey, type ReadKey } from './facts';

type Loose = Readonly<Record<string, unknown>>;

/** The read param equals the write's (compared as text: `7` and `'7'` are the same teacher). */
function sameValue(readValue: unknown, writeValue: unknown): boolean {
  return readValue !== undefined && readValue !== null && String(readValue) === String(writeValue);
}

/**
 * The cached reads that `rules` (a write's x-invalidates) clear for the write's params: every answer of
 * a listed read, or with `match` only those whose read params equal the write's (a like on teacher 7
 * clears likeStats {id: 7}, not {id: 8}). A match param the write was sent without clears them all:
 * better a refetch too many than a stale answer.
 */
export function clearedBy(rules: readonly Invalidation[], params: object | undefined): (key: unknown) => key is ReadKey {
  const sent = (params ?? {}) as Loose;
  return (key): key is ReadKey => {
    if (!rules.length || !isReadKey(key)) return false;
    const [, readOperation, readParams] = key as readonly [string, string, Loose | undefined];
    return rules.some(
      (rule) =>
        rule.operation === readOperation &&
        Object.entries(rule.match ?? {}).every(
          ([readParam, writeParam]) =>
            sent[writeParam] === undefined ||
            sent[writeParam] === null ||
            sameValue(readParams?.[readParam], sent[writeParam]),
        ),
    );
  };
}
