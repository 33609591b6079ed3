import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page's query string through its parser: the same function its route's first reads use, so the
 * page and the boot script ask for the same data.
 */
export function useQuery<T>(parse: (search: URLSearchParams) => T): T {
  const [search] = useSearchParams();
  return useMemo(() => parse(search), [parse, search]);
}
