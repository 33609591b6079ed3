/**
 * Idle goods (spec §2) as a listing: /idle/index keeps its category (`tab`), same city (`city`), filters,
 * sort and page in the query; /idle/detail?id=; the member's at /user/idle/list and /user/idle/edit?id=.
 * No React: routes and the boot script use it.
 */
import { reads, type OperationParams } from '@wz/sdk';
import { write, type Listing } from '../../app/listing/describe';

const IDLE = { key: 'idle', label: '闲置' } as const;
type Status = 0 | 1 | 2;

export const idlePath = (id?: number) => (id ? `/idle/detail?id=${id}` : '/idle/index');
export const idleUserPath = (what: 'list' | 'edit', id?: number) => `/user/idle/${what}${id ? `?id=${id}` : ''}`;
const field = (id: number, name: 'status' | 'price', value: string) => ({ id, field: name, value });

export const idle: Listing<{
  area: typeof IDLE; list: 'idleList'; detail: 'idleDetail'; mine: 'idleUserList'; one: 'idleUserDetail'; fields: OperationParams<'idleCreate'>; status: Status;
}> = {
  key: 'idle',
  label: '闲置',
  favourite: 'idle',
  areas: [IDLE],
  tabs: () => [],
  // the category is the query's `tab` (a number), the item the query's `id`
  place: ({ search }) => ({ area: IDLE, tab: search.get('tab') ?? '', id: Math.max(0, Math.floor(Number(search.get('id')) || 0)) }),
  what: () => '闲置',
  labels: { heading: () => '闲置', missing: '闲置不存在或已下架', mine: () => '我的闲置', publish: () => '发布闲置' },
  paths: {
    index: () => idlePath(),
    detail: (_p, id) => idlePath(id),
    mine: () => idleUserPath('list'),
    edit: (_p, id) => idleUserPath('edit', id),
  },
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
  write: {
    create: write('idleCreate', (fields: OperationParams<'idleCreate'>) => fields),
    update: write('idleModify', (fields: OperationParams<'idleCreate'>, id: number) => ({ ...fields, id })),
    status: write('idleField', (id: number, status: Status) => field(id, 'status', String(status))),
    // deleting is the status field's -1 (the spec lists no delete call)
    remove: write('idleField', (id: number) => field(id, 'status', '-1')),
  },
  statuses: [
    { key: 'all', label: '全部', count: 'all' },
    { key: '1', label: '在售', count: 'online' },
    { key: '0', label: '已下架', count: 'offline' },
    { key: '2', label: '已售出', count: 'sold' },
  ],
  sorts: () => [
    { value: '0', label: '最新发布' },
    { value: '1', label: '价格↑' },
    { value: '2', label: '价格↓' },
  ],
  units: () => ({ price: '元' }),
};
