import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 767px)';
const subscribe = (cb: () => void) => {
  const m = window.matchMedia(QUERY);
  m.addEventListener('change', cb);
  return () => m.removeEventListener('change', cb);
};

/** True below 768 px: tables show one card-like column instead of squeezing many. */
export const useNarrow = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
