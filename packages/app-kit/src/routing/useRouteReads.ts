import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PageReads, ReadRecord } from './route';

/**
 * The page's reads for the current URL, from the same declaration its route gives the boot script and
 * the server renderer: the page's hooks use the very descriptors (keys) that were started early.
 */
export function useRouteReads<R extends ReadRecord>(reads: PageReads<R>): R {
  const [search] = useSearchParams();
  const params = useParams();
  return useMemo(() => reads(search, params), [reads, search, params]);
}
