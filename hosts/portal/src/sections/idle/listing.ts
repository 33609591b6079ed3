/** Idle goods (spec §2) as a listing: reads.ts (places and first reads) with its labels, URLs, writes, statuses, sorts and units. No React. */
import type { OperationParams } from '@wz/sdk';
import { write, type Listing } from '@wz/app-kit/listing';
import { idleReads, type Status, type Types } from './reads';

export const idlePath = (id?: number) => (id ? `/idle/detail?id=${id}` : '/idle/index');
export const idleUserPath = (what: 'list' | 'edit', id?: number) => `/user/idle/${what}${id ? `?id=${id}` : ''}`;
const field = (id: number, name: 'status' | 'price', value: string) => ({ id, field: name, value });

export const idle: Listing<Types> = {
  ...idleReads,
  favourite: 'idle',
  tabs: () => [],
  what: () => '闲置',
  labels: { heading: () => '闲置', missing: '闲置不存在或已下架', mine: () => '我的闲置', publish: () => '发布闲置' },
  paths: {
    index: () => idlePath(),
    detail: (_p, id) => idlePath(id),
    mine: () => idleUserPath('list'),
    edit: (_p, id) => idleUserPath('edit', id),
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
