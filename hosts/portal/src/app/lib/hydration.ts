import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true in every other client render:
 * state kept in the browser (localStorage) may only be read where this is true, or the first client
 * render would differ from the server's HTML.
 */
export function useBrowserState(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
