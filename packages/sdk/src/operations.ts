import { allWrites } from './generated/allWrites';
import type { Operations } from './generated/operations';
import { readCodes } from './generated/readTable';
import { decodeOperation, type OperationMeta } from './operation-meta';

/**
 * Every operation's facts, reads and writes, for tools and tests. A client does not use it: reads bring
 * their facts with their descriptors, and a section's writes load with its first write.
 */
export const operations = /* @__PURE__ */ (() => {
  const out: Record<string, OperationMeta> = {};
  for (const [id, code] of Object.entries(readCodes)) out[id] = decodeOperation(code);
  for (const [id, code] of Object.entries(allWrites)) out[id] = decodeOperation(code);
  return out as unknown as Operations;
})();
