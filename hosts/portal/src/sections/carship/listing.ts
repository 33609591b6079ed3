/**
 * Vehicles and ships (spec §2) as a listing: reads.ts (places and first reads) with its labels, URLs,
 * writes, sorts and units. No React.
 */
import type { OperationParams } from '@wz/sdk';
import { write, type Listing } from '@wz/app-kit/listing';
import { carshipReads, type CarshipArea, type Place, type Types } from './reads';

export const carshipPath = (area: CarshipArea, tab: string, id?: number) =>
  id === undefined ? `/carship/${area.key}/index/${tab}` : `/carship/${area.key}/detail/${tab}/${id}`;
export const userPath = (p: Pick<Place, 'area' | 'tab'>, what: 'list' | 'edit', id?: number) => `/user/${p.area.kind}/${what}/${p.area.key}/${p.tab}${id ? `/${id}` : ''}`;
const what = (p: Pick<Place, 'area'>) => (p.area.kind === 'car' ? '车辆' : '船舶');
const NEWEST = { value: '0', label: '最新' };
const PRICE = [{ value: '1', label: '价格↑' }, { value: '2', label: '价格↓' }];

export const carship: Listing<Types> = {
  ...carshipReads,
  favourite: 'carship',
  tabs: (a) => [{ key: 'info', label: a.kind === 'car' ? '车源' : '船源' }, { key: 'demand', label: a.demand }],
  what,
  labels: {
    heading: (p) => `${p.area.label}${p.tab === 'demand' ? p.area.demand : ''}`,
    missing: '信息不存在或已下架',
    mine: (p) => `我的${p.area.label}${p.tab === 'demand' ? p.area.demand : ''}`,
    publish: (p) => `发布${p.tab === 'demand' ? p.area.demand : what(p)}`,
  },
  paths: {
    index: (p) => carshipPath(p.area, p.tab),
    detail: (p, id) => carshipPath(p.area, p.tab, id),
    mine: (p) => userPath(p, 'list'),
    edit: (p, id) => userPath(p, 'edit', id),
  },
  write: {
    create: write('createCarship', (fields: OperationParams<'createCarship'>) => fields),
    update: write('modifyCarship', (fields: OperationParams<'createCarship'>, id: number) => ({ ...fields, id })),
    status: write('setCarshipStatus', (id: number, status: 0 | 1) => ({ id, status })),
    remove: write('deleteCarship', (id: number) => ({ id })),
  },
  sorts: (a) =>
    a.kind === 'car'
      ? [NEWEST, ...PRICE, ...(a.key === 'newcar' ? [] : [{ value: '3', label: '车龄最短' }, { value: '4', label: '里程最少' }])]
      : [NEWEST, ...PRICE, { value: '5', label: '吨位↓' }, { value: '6', label: '船长↓' }, ...(a.key === 'newship' ? [] : [{ value: '3', label: '船龄最短' }])],
  units: (a) => ({ price: a.rental ? '元' : '万', year: '年', mileage: '万公里', deposit: '元', tonnage: '吨', length: '米' }),
};
