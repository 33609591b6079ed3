import { readOperations, type Operations } from './generated/operations';
import { writeOperations } from './generated/writeOperations';

/**
 * Every operation's metadata, reads and writes, for tools and tests. The client does not use it: it
 * holds the reads and loads the writes with the first write, so an app's first load carries no write.
 */
export const operations: Operations = /* @__PURE__ */ Object.assign({}, readOperations, writeOperations);
