import {
  createLeanClient,
  endpointSigner,
  fetchRead,
  isApiError,
  memoryTokenStore,
  type PortalClient,
} from '@wz/sdk';
import { educationInfo } from '@wz/sdk/reads';
import type { Teacher } from '@wz/ui';
import type { EmbedConfig } from './config';

/**
 * A teacher as the card reads it (`educationInfo` with type 3): the one Teacher type of @wz/ui, with
 * the id the cache keys on.
 */
export type EmbedTeacher = Teacher & { id: number };

/** The teacher does not exist (or the id is not a teacher). */
export const NOT_FOUND_TEXT = '未找到该教师';
/** Network, signing, rate limit or server failure. */
export const LOAD_FAILED_TEXT = '加载失败，请稍后重试';

/** Thrown when the API answers that there is no such teacher. */
export class TeacherNotFoundError extends Error {
  override name = 'TeacherNotFoundError';
}

/** The Chinese message a card shows for a failed load. */
export function errorText(error: unknown): string {
  return error instanceof TeacherNotFoundError ? NOT_FOUND_TEXT : LOAD_FAILED_TEXT;
}

export type FetchTeacher = (id: number) => Promise<EmbedTeacher>;

/**
 * One request per teacher id for the whole page: the promise is cached by id. A missing teacher stays
 * cached; any other failure is forgotten so the next render tries again.
 */
export function createTeacherCache(fetchTeacher: FetchTeacher) {
  const cache = new Map<number, Promise<EmbedTeacher>>();
  return {
    load(id: number): Promise<EmbedTeacher> {
      let pending = cache.get(id);
      if (!pending) {
        pending = fetchTeacher(id);
        cache.set(id, pending);
        pending.catch((error: unknown) => {
          if (!(error instanceof TeacherNotFoundError) && cache.get(id) === pending)
            cache.delete(id);
        });
      }
      return pending;
    },
    /** Number of ids cached (tests). */
    get size() {
      return cache.size;
    },
  };
}

/**
 * The shared read-only client: partner appid, signed by the signing endpoint, session kept in memory.
 * A lean client: it knows only the read the card describes, so the script carries no operation table.
 */
export function createEmbedClient(config: EmbedConfig, fetchImpl?: typeof fetch): PortalClient {
  return createLeanClient({
    baseUrl: config.apiBase,
    appid: config.appid,
    signer: endpointSigner(`${config.apiBase}/embed/sign`, fetchImpl ? { fetch: fetchImpl } : {}),
    // Never read or write the partner page's localStorage.
    tokenStore: memoryTokenStore(),
    ...(fetchImpl ? { fetch: (request: Request) => fetchImpl(request) } : {}),
  });
}

/** Fetches a teacher through `educationInfo` (type 3); a non-200 envelope means "no such teacher". */
export function teacherFetcher(client: PortalClient): FetchTeacher {
  return async (id) => {
    let data: unknown;
    try {
      data = await fetchRead(client, educationInfo({ id, type: 3 }));
    } catch (error) {
      if (isApiError(error) && error.kind === 'api') throw new TeacherNotFoundError(error.msg);
      throw error;
    }
    const teacher = data as (Partial<EmbedTeacher> & { type?: number }) | null;
    if (!teacher || teacher.type !== 3 || typeof teacher.realname !== 'string') {
      throw new TeacherNotFoundError(`no teacher ${id}`);
    }
    return teacher as EmbedTeacher;
  };
}
