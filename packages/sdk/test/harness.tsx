import type { ReactNode } from 'react';
import type { TokenStore } from '../src/index';
import { PortalClientProvider } from '../src/react/index';
import { setup, type Handler } from './helpers';

/**
 * A provider with a fresh SWR cache (no dedupe, no focus throttle across tests) around a client with a
 * fake fetch.
 */
export function harness(handler: Handler, tokenStore?: TokenStore) {
  const env = setup(handler, tokenStore ? { tokenStore } : {});
  const swr = { provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalClientProvider client={env.client} swr={swr}>
      {children}
    </PortalClientProvider>
  );
  return { ...env, wrapper };
}

/** The operation path of a captured request (`/education/likeStats`). */
export const pathOf = (request: Request) => new URL(request.url).pathname.replace('/public/v1', '');

/** The captured requests to one path. */
export const to = (requests: Request[], path: string) => requests.filter((r) => pathOf(r) === path);
