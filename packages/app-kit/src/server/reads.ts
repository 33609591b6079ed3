/**
 * The server side of a route's first reads: the same descriptors the page's hooks and the boot script
 * use, fetched through the server's own client, follow-ups included, within a time budget.
 */
import { fetchRead, isApiError, type OperationData, type PortalClient, type Read, type ReadOperationId } from '@wz/sdk';
import { isHttpUrl } from '@wz/ui';
import type { ReadAnswer, RouteRead } from '../routing/route';

export interface ServerReads {
  /** Answers by read, in the order they came. */
  answers: { read: Read; data: unknown }[];
  /** Pictures the answers say will be the page's largest paint (preloaded from the head). */
  pictures: string[];
  /** The API could not be reached, or did not answer within the budget. */
  unavailable: boolean;
}

class Unavailable extends Error {}

/** Reads on the way or recently answered, per client: concurrent renders of a page share one request. */
const shared = new WeakMap<PortalClient, Map<string, { answer: Promise<unknown>; until: number }>>();

/**
 * The answer of a read, shared with every render that asks for it while it is on the way and for
 * `keepMs` after (guest data only: the server's client has no session).
 */
function sharedRead(client: PortalClient, read: Read, keepMs: number): Promise<unknown> {
  let reads = shared.get(client);
  if (!reads) shared.set(client, (reads = new Map()));
  const key = JSON.stringify(read.key);
  const hit = reads.get(key);
  if (hit && hit.until >= Date.now()) return hit.answer;
  const entry = { answer: fetchRead(client, read), until: Number.POSITIVE_INFINITY };
  if (reads.size > 2000) reads.clear();
  reads.set(key, entry);
  entry.answer.then(
    () => {
      entry.until = Date.now() + keepMs;
    },
    () => {
      if (reads.get(key) === entry) reads.delete(key);
    },
  );
  return entry.answer;
}

/**
 * Runs the reads and their follow-ups. A business answer (no such teacher) leaves that read out (the page
 * shows what it shows in the browser); a transport failure or the deadline makes the whole set unavailable.
 */
export async function runReads(
  client: PortalClient,
  first: RouteRead[],
  deadline: Promise<void>,
  keepMs = 0,
): Promise<ServerReads> {
  const out: ServerReads = { answers: [], pictures: [], unavailable: false };
  const late = deadline.then(() => {
    throw new Unavailable('budget');
  });
  late.catch(() => undefined);

  async function run(list: RouteRead[]): Promise<void> {
    await Promise.all(
      list.map(async ({ follow, ...read }) => {
        let data: unknown;
        try {
          data = await Promise.race([sharedRead(client, read as Read, keepMs), late]);
        } catch (err) {
          // Down, slow or failing (5xx): the shell. A refused request (4xx) or a business answer: that read
          // is left to the browser, as it would be without server rendering.
          const refused = isApiError(err) && (err.kind === 'api' || (err.kind === 'http' && err.code < 500));
          if (err instanceof Unavailable || !refused) throw new Unavailable('api');
          return;
        }
        out.answers.push({ read: read as Read, data });
        const { pictures, then } = (follow ?? {}) as {
          pictures?: (d: unknown) => (string | undefined)[];
          then?: (d: unknown) => RouteRead[];
        };
        for (const href of pictures?.(data) ?? []) if (isHttpUrl(href)) out.pictures.push(href);
        if (then) await run(then(data));
      }),
    );
  }

  try {
    await run(first);
  } catch {
    out.unavailable = true;
  }
  return out;
}

/** Looks an answer up by its read (same operation and parameters). */
export function answerOf(answers: ServerReads['answers']): ReadAnswer {
  const byKey = new Map(answers.map((a) => [JSON.stringify(a.read.key), a.data]));
  return <K extends ReadOperationId>(read: Read<K>) =>
    byKey.get(JSON.stringify(read.key)) as OperationData<K> | undefined;
}
