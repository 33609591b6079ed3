// A pool of reader threads for the sections' pooled list reads (Section.pooled). Node answers HTTP on one
// thread; a list that counts and sorts thousands of rows keeps it busy for a millisecond, so under load
// every request waited behind them. The threads read the same SQLite file (WAL: readers beside the writer)
// and answer with the encoded envelope (moved, not copied); this thread checks the request, caches and sends.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ServerConfig } from './config.js';
import type { Params } from './context.js';
import type { AnySection } from './section.js';
import type { OperationInfo } from './partners.js';

/** What a reader thread is started with. */
export interface ReaderData {
  dbPath: string;
  config: ServerConfig;
  /** The bundled contract: its answer schemas compile the serializers. */
  specification: Record<string, unknown>;
  verifySerializers: boolean;
}

/** A request to a reader: the operation, its checked parameters, the data version and the public origin. */
export interface ReadRequest {
  id: number;
  operationId: string;
  params: Params;
  version: number;
  publicUrl: string;
}

/** The envelope's code and its UTF-8 JSON. */
export interface ReadBody {
  code: number;
  body: Buffer;
}

export type ReadAnswer = { id: number; code: number; body: Uint8Array } | { id: number; error: string };

/** The sections' pooled operations; each must be a public, cacheable read (an answer that fits every caller). */
export function pooledOperations(sections: readonly AnySection[], operations: ReadonlyMap<string, OperationInfo>): Set<string> {
  const out = new Set<string>();
  for (const section of sections)
    for (const id of (section.pooled ?? []) as readonly string[]) {
      const op = operations.get(id);
      if (!op || op.auth !== 'none' || op.effect !== 'read' || !op.cache)
        throw new Error(`pooled operation ${id} of ${section.key} must be x-auth none, x-effect read and x-cache`);
      out.add(id);
    }
  return out;
}

/** The built reader entry (dist/reader.js): the pool needs the built package. */
export function readerEntry(): string | undefined {
  const path = fileURLToPath(new URL('./reader.js', import.meta.url));
  return existsSync(path) ? path : undefined;
}

interface Job {
  request: ReadRequest;
  resolve: (answer: ReadBody) => void;
  reject: (err: Error) => void;
}

/** Reads a reader holds at once: one under way and the next ready, so it never waits for this thread. */
const IN_FLIGHT = 2;

interface Reader {
  worker: Worker;
  pending: Map<number, Job>;
}

export class ReadPool {
  private readonly readers: Reader[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing = false;

  constructor(
    private readonly size: number,
    private readonly entry: string,
    private readonly data: ReaderData,
    private readonly log: (line: string) => void,
  ) {
    for (let i = 0; i < size; i++) this.readers.push(this.start());
  }

  private start(): Reader {
    const reader: Reader = { worker: new Worker(this.entry, { workerData: this.data }), pending: new Map() };
    reader.worker.on('message', (m: ReadAnswer) => {
      const p = reader.pending.get(m.id);
      if (!p) return;
      reader.pending.delete(m.id);
      if ('body' in m) p.resolve({ code: m.code, body: Buffer.from(m.body.buffer, m.body.byteOffset, m.body.byteLength) });
      else p.reject(new Error(m.error));
      this.pump();
    });
    // a reader that dies fails its requests (answered 500 and logged) and is replaced
    const lost = (why: string) => {
      for (const p of reader.pending.values()) p.reject(new Error(`reader thread ${why}`));
      reader.pending.clear();
      const at = this.readers.indexOf(reader);
      if (at >= 0 && !this.closing) {
        this.log(`[error] reader thread ${why}; starting another`);
        this.readers[at] = this.start();
        this.pump();
      }
    };
    reader.worker.on('error', (err) => lost(`failed: ${err.stack ?? err.message}`));
    reader.worker.on('exit', (code) => lost(`exited with ${code}`));
    reader.worker.unref();
    return reader;
  }

  /**
   * Queues a read; a reader holds at most two at a time and takes the next as it answers. A reader the OS
   * pauses (more threads than cores) then delays two requests, not a share of everything sent to it.
   */
  run(operationId: string, params: Params, version: number, publicUrl: string): Promise<ReadBody> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, operationId, params, version, publicUrl }, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const reader of this.readers) {
      while (this.queue.length && reader.pending.size < IN_FLIGHT) {
        const job = this.queue.shift()!;
        reader.pending.set(job.request.id, job);
        reader.worker.postMessage(job.request);
      }
    }
  }

  /** Lets the requests under way finish (up to 5 s), then stops the threads. */
  async close(): Promise<void> {
    this.closing = true;
    const busy = () => this.queue.length > 0 || this.readers.some((r) => r.pending.size > 0);
    for (const until = Date.now() + 5000; busy() && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
    await Promise.all(this.readers.map((r) => r.worker.terminate()));
  }
}
