/**
 * Idle goods' URLs (spec §2: /idle/index and /idle/detail; the id is in the query). The index keeps its
 * category (`tab`), same city (`city`), filters, sort and page in the query. No React: routes and the
 * boot script use it too.
 */
import { reads } from '@wz/sdk';
import { listParams } from '../../app/listing/query';

export const IDLE_FILTER_KEYS = ['price', 'condition', 'trade', 'usertype'] as const;

export const idlePath = (id?: number) => (id ? `/idle/detail?id=${id}` : '/idle/index');
export const idleUserPath = (what: 'list' | 'edit', id?: number) => `/user/idle/${what}${id ? `?id=${id}` : ''}`;
export const idleIdOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('id')) || 0));

/** The list call's params from the URL: category, same city, then the engine's page, sort, keyword and filters. */
export function idleListRead(search: URLSearchParams) {
  const tab = Number(search.get('tab')) || 0;
  const city = search.get('city')?.trim();
  return reads.idleList({ ...(tab > 0 ? { tab } : {}), ...(city ? { city } : {}), ...listParams(search, IDLE_FILTER_KEYS) } as never);
}

export const IDLE_SORTS = [
  { value: '0', label: '最新发布' },
  { value: '1', label: '价格↑' },
  { value: '2', label: '价格↓' },
];
