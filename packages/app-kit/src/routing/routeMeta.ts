/**
 * The current page's route metadata as a leaf context: the host's shell provides it, pages read it. A
 * page imports this, not the shell or the router, so it can be imported (by a test, a story, another
 * host) without the route table.
 */
import { createContext, useContext } from 'react';
import type { RouteHandle } from './router';

export const RouteMetaContext = createContext<RouteHandle>({});

export function useRouteMeta(): RouteHandle {
  return useContext(RouteMetaContext);
}
