import { useCallback, useSyncExternalStore } from 'react';

/** Phones: below 768 px, the portal's own breakpoint (its stylesheet uses the same query). */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * Whether a media query matches. False on the server and while hydrating, so server HTML and the first
 * client render agree; styles that must be right on first paint use the same query in CSS.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
