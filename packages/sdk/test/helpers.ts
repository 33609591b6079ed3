import { vi } from 'vitest';
import {
  createPortalClient,
  md5Signer,
  memoryTokenStore,
  type PortalClientOptions,
  type TokenStore,
} from '../src/index';

export const SECRET = 'wz-dev-secret';
export const BASE_URL = 'http://api.test/public/v1';
export const USER = {
  id: 1,
  username: 'demo',
  nickname: '王小明',
  phone: '138****0001',
  avatar: '',
};

/** A JSON envelope answer. */
export function envelope(body: Record<string, unknown>, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  envelope({ code: 200, msg: '请求成功', data, ...extra });

export type Handler = (request: Request, index: number) => Response | Promise<Response>;

/** A client whose fetch is `handler`; every final Request is captured (cloned) in `requests`. */
export function setup(
  handler: Handler,
  options: Partial<PortalClientOptions> & { tokenStore?: TokenStore } = {},
) {
  const requests: Request[] = [];
  const tokenStore = options.tokenStore ?? memoryTokenStore({ token: 'T1', userInfo: USER });
  const onSessionExpired = vi.fn();
  const client = createPortalClient({
    baseUrl: BASE_URL,
    appid: 'wzwebapp',
    signer: md5Signer(SECRET),
    onSessionExpired,
    ...options,
    tokenStore,
    fetch: async (request) => {
      requests.push(request.clone());
      return handler(request, requests.length - 1);
    },
  });
  return { client, requests, tokenStore, onSessionExpired };
}

/** The signed fields of a captured request (query for GET, form body otherwise). */
export async function fieldsOf(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  return Object.fromEntries(new URLSearchParams(await request.clone().text()));
}

/** A fetch answer that never arrives unless the request is aborted. */
export function hang(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
