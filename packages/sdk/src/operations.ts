import { readOperations, type Operations } from './generated/operations';
import { writeInvalidations } from './generated/writeInvalidations';
import { writeOperations } from './generated/writeOperations';

/**
 * Every operation's metadata, reads and writes, for tools and tests. The client does not use it: it
 * holds the reads and loads the writes with the first write, so an app's first load carries no write.
 */
export const operations = /* @__PURE__ */ Object.assign(
  {},
  readOperations,
  Object.fromEntries(Object.entries(writeOperations).map(([id, meta]) => [id, { ...meta, invalidates: writeInvalidations[id as keyof typeof writeInvalidations] }])),
) as unknown as Operations;
