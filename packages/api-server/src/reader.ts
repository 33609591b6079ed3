// A read pool's thread (http/readers.ts): answers the sections' pooled operations on a read-only connection.
import { parentPort, workerData } from 'node:worker_threads';
import { openReader } from './db/index.js';
import { ReadCache } from './http/cache.js';
import { SearchIndex } from './http/search.js';
import { paramFail, type AppContext, type Envelope, type Handler } from './http/context.js';
import type { ReadAnswer, ReaderData, ReadRequest } from './http/readers.js';
import { AnswerSerializers } from './http/serializers.js';
import type { ViewCounter } from './http/views.js';
import { handlers } from './server.js';
import { sections } from './sections/index.js';

const { dbPath, config, specification, verifySerializers } = workerData as ReaderData;
const serializers = new AnswerSerializers(specification, verifySerializers);
const utf8 = new TextEncoder();
const pooled = new Map<string, Handler>();
for (const section of sections) for (const id of (section.pooled ?? []) as readonly string[]) pooled.set(id, handlers[id]!);

let publicUrl = '';
const cache = new ReadCache();
const ctx: AppContext = {
  db: openReader(dbPath),
  config,
  now: () => Math.floor(Date.now() / 1000),
  publicUrl: () => publicUrl,
  log: (line) => process.stderr.write(`${line}\n`),
  // pooled reads count no views: a call here is a mistake to hear about, not a view lost in silence
  views: new Proxy({} as ViewCounter, {
    get() {
      throw new Error('a pooled operation may not count views');
    },
  }),
  cache,
  // searches here; the main thread keeps the index in step with the writes (before every version bump)
  search: undefined as unknown as SearchIndex,
};
ctx.search = new SearchIndex(ctx.db, sections.flatMap((s) => s.search ?? []), true);
// pooled operations are public: no session, no reply to touch
const noRequest = {} as Parameters<Handler>[2];
const noReply = {} as Parameters<Handler>[3];

async function answer(m: ReadRequest): Promise<Envelope> {
  const impl = pooled.get(m.operationId);
  if (!impl) throw new Error(`${m.operationId} is not a pooled operation`);
  publicUrl = m.publicUrl;
  cache.follow(m.version);
  try {
    return await impl(ctx, m.params, noRequest, noReply);
  } catch (e) {
    return paramFail(e);
  }
}

parentPort!.on('message', (m: ReadRequest) => {
  answer(m).then(
    (env) => {
      // a buffer of its own (Buffer.from may share a pool), moved to the server's thread without a copy
      const body = utf8.encode(serializers.of(m.operationId)(env));
      parentPort!.postMessage({ id: m.id, code: env.code, body } satisfies ReadAnswer, [body.buffer]);
    },
    (err: unknown) => parentPort!.postMessage({ id: m.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies ReadAnswer),
  );
});
