/**
 * Idle goods: where a page is (/idle/index keeps its category `tab`, same city `city`, filters, sort and page
 * in the query; /idle/detail?id=) and what it reads first. The boot script carries this half; listing.ts
 * adds the rest.
 */
import { reads, type OperationParams } from '@wz/sdk';
import type { ListingReads } from '@wz/app-kit/listing';

const IDLE = { key: 'idle', label: '闲置' } as const;
export type Status = 0 | 1 | 2;
export type Types = { area: typeof IDLE; list: 'idleList'; detail: 'idleDetail'; mine: 'idleUserList'; one: 'idleUserDetail'; fields: OperationParams<'idleCreate'>; status: Status };

export const idleReads: ListingReads<Types> = {
  key: 'idle',
  label: '闲置',
  areas: [IDLE],
  // the category is the query's `tab` (a number), the item the query's `id`
  place: ({ search }) => ({ area: IDLE, tab: search.get('tab') ?? '', id: Math.max(0, Math.floor(Number(search.get('id')) || 0)) }),
  read: {
    filters: () => reads.idleAttr({}),
    index: () => [reads.idleAds({}), reads.idleTab({})],
    filterKeys: ['price', 'condition', 'trade', 'usertype'],
    // category and same city, then the engine's page, sort, keyword and filters
    list: (p, query, search) => {
      const tab = Number(p.tab) || 0;
      const city = search.get('city')?.trim();
      return reads.idleList({ ...(tab > 0 ? { tab } : {}), ...(city ? { city } : {}), ...query });
    },
    detail: (id) => reads.idleDetail({ id }),
    mine: (_p, query) => reads.idleUserList(query),
    one: (id) => reads.idleUserDetail({ id }),
  },
};
